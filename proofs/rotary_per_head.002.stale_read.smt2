; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r434_byte () Int)
(declare-fun r434_1 () Int)
(declare-fun r434_0 () Int)
(declare-fun byte () Int)
(declare-fun w435_byte () Int)
(declare-fun w435_1 () Int)
(declare-fun w435_0 () Int)
(assert
 (let ((?x579 (+ 0 (* 4 (+ 0 (+ (* r434_0 16) (* r434_1 1)))))))
 (and (and (>= r434_0 0) (< r434_0 8)) (and (>= r434_1 0) (< r434_1 16)) (and (>= r434_byte 0) (< r434_byte 4)) (= byte (+ ?x579 r434_byte)))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* w435_0 16) (* w435_1 1)))))))
 (and (and (>= w435_0 0) (< w435_0 8)) (and (>= w435_1 0) (< w435_1 8)) (and (>= w435_byte 0) (< w435_byte 4)) (= byte (+ ?x307 w435_byte)))))
(assert
 (let (($x598 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x54 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x223 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x54 $x598)))
(or (or false) (not $x223))))))
(check-sat)
