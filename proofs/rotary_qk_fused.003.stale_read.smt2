; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r186_byte () Int)
(declare-fun r186_1 () Int)
(declare-fun r186_0 () Int)
(declare-fun byte () Int)
(declare-fun w187_byte () Int)
(declare-fun w187_1 () Int)
(declare-fun w187_0 () Int)
(assert
 (let ((?x126 (+ 0 (* 4 (+ 0 (+ (* r186_0 24) (* r186_1 1)))))))
 (and (and (>= r186_0 0) (< r186_0 8)) (and (>= r186_1 0) (< r186_1 24)) (and (>= r186_byte 0) (< r186_byte 4)) (= byte (+ ?x126 r186_byte)))))
(assert
 (let ((?x28 (+ 0 (* 4 (+ 8 (+ (* w187_0 24) (* w187_1 1)))))))
 (and (and (>= w187_0 0) (< w187_0 8)) (and (>= w187_1 0) (< w187_1 8)) (and (>= w187_byte 0) (< w187_byte 4)) (= byte (+ ?x28 w187_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x162 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x293 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x162 $x290)))
(or (or false) (not $x293))))))
(check-sat)
