; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r260_byte () Int)
(declare-fun r260_1 () Int)
(declare-fun r260_0 () Int)
(declare-fun byte () Int)
(declare-fun w261_byte () Int)
(declare-fun w261_1 () Int)
(declare-fun w261_0 () Int)
(assert
 (let ((?x167 (+ 0 (* 4 (+ 0 (+ (* r260_0 16) (* r260_1 1)))))))
 (and (and (>= r260_0 0) (< r260_0 8)) (and (>= r260_1 0) (< r260_1 16)) (and (>= r260_byte 0) (< r260_byte 4)) (= byte (+ ?x167 r260_byte)))))
(assert
 (let ((?x1087 (+ 0 (* 4 (+ 8 (+ (* w261_0 16) (* w261_1 1)))))))
 (and (and (>= w261_0 0) (< w261_0 8)) (and (>= w261_1 0) (< w261_1 8)) (and (>= w261_byte 0) (< w261_byte 4)) (= byte (+ ?x1087 w261_byte)))))
(assert
 (let (($x140 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1198 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1162 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1198 $x140)))
(or (or false) (not $x1162))))))
(check-sat)
