; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r325_byte () Int)
(declare-fun r325_1 () Int)
(declare-fun r325_0 () Int)
(declare-fun byte () Int)
(declare-fun w326_byte () Int)
(declare-fun w326_1 () Int)
(declare-fun w326_0 () Int)
(assert
 (let ((?x678 (+ 0 (* 4 (+ 0 (+ (* r325_0 24) (* r325_1 1)))))))
 (and (and (>= r325_0 0) (< r325_0 8)) (and (>= r325_1 0) (< r325_1 24)) (and (>= r325_byte 0) (< r325_byte 4)) (= byte (+ ?x678 r325_byte)))))
(assert
 (let ((?x1665 (+ 0 (* 4 (+ 0 (+ (* w326_0 24) (* w326_1 1)))))))
 (and (and (>= w326_0 0) (< w326_0 8)) (and (>= w326_1 0) (< w326_1 8)) (and (>= w326_byte 0) (< w326_byte 4)) (= byte (+ ?x1665 w326_byte)))))
(assert
 (let (($x1036 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x141 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x256 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x141 $x1036)))
(or (or false) (not $x256))))))
(check-sat)
