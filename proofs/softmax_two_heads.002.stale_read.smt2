; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r477_byte () Int)
(declare-fun r477_1 () Int)
(declare-fun r477_0 () Int)
(declare-fun byte () Int)
(declare-fun w478_byte () Int)
(declare-fun w478_1 () Int)
(declare-fun w478_0 () Int)
(assert
 (let ((?x49649 (+ 0 (* 4 (+ 0 (+ (* r477_0 32) (* r477_1 1)))))))
 (and (and (>= r477_0 0) (< r477_0 8)) (and (>= r477_1 0) (< r477_1 32)) (and (>= r477_byte 0) (< r477_byte 4)) (= byte (+ ?x49649 r477_byte)))))
(assert
 (let ((?x675 (+ 0 (* 4 (+ 0 (+ (* w478_0 32) (* w478_1 1)))))))
 (and (and (>= w478_0 0) (< w478_0 8)) (and (>= w478_1 0) (< w478_1 16)) (and (>= w478_byte 0) (< w478_byte 4)) (= byte (+ ?x675 w478_byte)))))
(assert
 (let (($x1274 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x1174 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x777 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x1174 $x1274)))
(or (or false) (not $x777))))))
(check-sat)
