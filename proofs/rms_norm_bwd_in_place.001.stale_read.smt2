; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r366_byte () Int)
(declare-fun r366_1 () Int)
(declare-fun r366_0 () Int)
(declare-fun byte () Int)
(declare-fun w367_byte () Int)
(declare-fun w367_1 () Int)
(declare-fun w367_0 () Int)
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* r366_0 16) (* r366_1 1)))))))
 (and (and (>= r366_0 0) (< r366_0 4)) (and (>= r366_1 0) (< r366_1 16)) (and (>= r366_byte 0) (< r366_byte 4)) (= byte (+ ?x370 r366_byte)))))
(assert
 (let ((?x371 (+ 0 (* 4 (+ 0 (+ (* w367_0 16) (* w367_1 1)))))))
 (and (and (>= w367_0 0) (< w367_0 4)) (and (>= w367_1 0) (< w367_1 16)) (and (>= w367_byte 0) (< w367_byte 4)) (= byte (+ ?x371 w367_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x339 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x328 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x339 $x283)))
(or (or false) (not $x328))))))
(check-sat)
