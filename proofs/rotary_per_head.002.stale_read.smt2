; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r342_byte () Int)
(declare-fun r342_1 () Int)
(declare-fun r342_0 () Int)
(declare-fun byte () Int)
(declare-fun w343_byte () Int)
(declare-fun w343_1 () Int)
(declare-fun w343_0 () Int)
(assert
 (let ((?x1159 (+ 0 (* 4 (+ 0 (+ (* r342_0 16) (* r342_1 1)))))))
 (and (and (>= r342_0 0) (< r342_0 8)) (and (>= r342_1 0) (< r342_1 16)) (and (>= r342_byte 0) (< r342_byte 4)) (= byte (+ ?x1159 r342_byte)))))
(assert
 (let ((?x360 (+ 0 (* 4 (+ 0 (+ (* w343_0 16) (* w343_1 1)))))))
 (and (and (>= w343_0 0) (< w343_0 8)) (and (>= w343_1 0) (< w343_1 8)) (and (>= w343_byte 0) (< w343_byte 4)) (= byte (+ ?x360 w343_byte)))))
(assert
 (let (($x1306 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1186 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x394 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1186 $x1306)))
(or (or false) (not $x394))))))
(check-sat)
