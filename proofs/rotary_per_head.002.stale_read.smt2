; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r382_byte () Int)
(declare-fun r382_1 () Int)
(declare-fun r382_0 () Int)
(declare-fun byte () Int)
(declare-fun w383_byte () Int)
(declare-fun w383_1 () Int)
(declare-fun w383_0 () Int)
(assert
 (let ((?x293 (+ 0 (* 4 (+ 0 (+ (* r382_0 16) (* r382_1 1)))))))
 (and (and (>= r382_0 0) (< r382_0 8)) (and (>= r382_1 0) (< r382_1 16)) (and (>= r382_byte 0) (< r382_byte 4)) (= byte (+ ?x293 r382_byte)))))
(assert
 (let ((?x108 (+ 0 (* 4 (+ 0 (+ (* w383_0 16) (* w383_1 1)))))))
 (and (and (>= w383_0 0) (< w383_0 8)) (and (>= w383_1 0) (< w383_1 8)) (and (>= w383_byte 0) (< w383_byte 4)) (= byte (+ ?x108 w383_byte)))))
(assert
 (let (($x103 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x183 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x102 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x183 $x103)))
(or (or false) (not $x102))))))
(check-sat)
