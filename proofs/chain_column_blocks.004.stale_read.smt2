; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r856_byte () Int)
(declare-fun r856_1 () Int)
(declare-fun r856_0 () Int)
(declare-fun byte () Int)
(declare-fun w857_byte () Int)
(declare-fun w857_1 () Int)
(declare-fun w857_0 () Int)
(assert
 (let ((?x286 (+ 0 (* 4 (+ 0 (+ (* r856_0 32) (* r856_1 1)))))))
 (and (and (>= r856_0 0) (< r856_0 8)) (and (>= r856_1 0) (< r856_1 32)) (and (>= r856_byte 0) (< r856_byte 4)) (= byte (+ ?x286 r856_byte)))))
(assert
 (let ((?x271 (+ 0 (* 4 (+ 0 (+ (* w857_0 32) (* w857_1 1)))))))
 (and (and (>= w857_0 0) (< w857_0 8)) (and (>= w857_1 0) (< w857_1 8)) (and (>= w857_byte 0) (< w857_byte 4)) (= byte (+ ?x271 w857_byte)))))
(assert
 (let (($x570 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x301 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x197 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x301 $x570)))
(or (or false) (not $x197))))))
(check-sat)
