; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r358_byte () Int)
(declare-fun r358_1 () Int)
(declare-fun r358_0 () Int)
(declare-fun byte () Int)
(declare-fun w359_byte () Int)
(declare-fun w359_1 () Int)
(declare-fun w359_0 () Int)
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* r358_0 16) (* r358_1 1)))))))
 (and (and (>= r358_0 0) (< r358_0 8)) (and (>= r358_1 0) (< r358_1 16)) (and (>= r358_byte 0) (< r358_byte 4)) (= byte (+ ?x501 r358_byte)))))
(assert
 (let ((?x253 (+ 0 (* 4 (+ 0 (+ (* w359_0 16) (* w359_1 1)))))))
 (and (and (>= w359_0 0) (< w359_0 4)) (and (>= w359_1 0) (< w359_1 16)) (and (>= w359_byte 0) (< w359_byte 4)) (= byte (+ ?x253 w359_byte)))))
(assert
 (let (($x287 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x626 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x315 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x626 $x287)))
(or (or false) (not $x315))))))
(check-sat)
