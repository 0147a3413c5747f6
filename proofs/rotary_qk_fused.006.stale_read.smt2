; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r404_byte () Int)
(declare-fun r404_1 () Int)
(declare-fun r404_0 () Int)
(declare-fun byte () Int)
(declare-fun w405_byte () Int)
(declare-fun w405_1 () Int)
(declare-fun w405_0 () Int)
(assert
 (let ((?x266 (+ 0 (* 4 (+ 0 (+ (* r404_0 24) (* r404_1 1)))))))
 (and (and (>= r404_0 0) (< r404_0 8)) (and (>= r404_1 0) (< r404_1 24)) (and (>= r404_byte 0) (< r404_byte 4)) (= byte (+ ?x266 r404_byte)))))
(assert
 (let ((?x482 (+ 0 (* 4 (+ 8 (+ (* w405_0 24) (* w405_1 1)))))))
 (and (and (>= w405_0 0) (< w405_0 8)) (and (>= w405_1 0) (< w405_1 8)) (and (>= w405_byte 0) (< w405_byte 4)) (= byte (+ ?x482 w405_byte)))))
(assert
 (let (($x564 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x516 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x575 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x516 $x564)))
(or (or false) (not $x575))))))
(check-sat)
