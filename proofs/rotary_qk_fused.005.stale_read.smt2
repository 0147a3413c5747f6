; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r314_byte () Int)
(declare-fun r314_1 () Int)
(declare-fun r314_0 () Int)
(declare-fun byte () Int)
(declare-fun w315_byte () Int)
(declare-fun w315_1 () Int)
(declare-fun w315_0 () Int)
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* r314_0 24) (* r314_1 1)))))))
 (and (and (>= r314_0 0) (< r314_0 8)) (and (>= r314_1 0) (< r314_1 24)) (and (>= r314_byte 0) (< r314_byte 4)) (= byte (+ ?x189 r314_byte)))))
(assert
 (let ((?x255 (+ 0 (* 4 (+ 8 (+ (* w315_0 24) (* w315_1 1)))))))
 (and (and (>= w315_0 0) (< w315_0 8)) (and (>= w315_1 0) (< w315_1 8)) (and (>= w315_byte 0) (< w315_byte 4)) (= byte (+ ?x255 w315_byte)))))
(assert
 (let (($x1036 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x88 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x112 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x88 $x1036)))
(or (or false) (not $x112))))))
(check-sat)
