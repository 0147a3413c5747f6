; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r931_byte () Int)
(declare-fun r931_1 () Int)
(declare-fun r931_0 () Int)
(declare-fun byte () Int)
(declare-fun w932_byte () Int)
(declare-fun w932_1 () Int)
(declare-fun w932_0 () Int)
(assert
 (let ((?x250 (+ 0 (* 4 (+ 0 (+ (* r931_0 32) (* r931_1 1)))))))
 (and (and (>= r931_0 0) (< r931_0 8)) (and (>= r931_1 0) (< r931_1 32)) (and (>= r931_byte 0) (< r931_byte 4)) (= byte (+ ?x250 r931_byte)))))
(assert
 (let ((?x380 (+ 0 (* 4 (+ 16 (+ (* w932_0 32) (* w932_1 1)))))))
 (and (and (>= w932_0 0) (< w932_0 8)) (and (>= w932_1 0) (< w932_1 8)) (and (>= w932_byte 0) (< w932_byte 4)) (= byte (+ ?x380 w932_byte)))))
(assert
 (let (($x246 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x682 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x292 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x682 $x246)))
(or (or false) (not $x292))))))
(check-sat)
