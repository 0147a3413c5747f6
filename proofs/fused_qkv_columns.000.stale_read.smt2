; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r65_byte () Int)
(declare-fun r65_1 () Int)
(declare-fun r65_0 () Int)
(declare-fun byte () Int)
(declare-fun w66_byte () Int)
(declare-fun w66_1 () Int)
(declare-fun w66_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s67_byte () Int)
(declare-fun s67_1 () Int)
(declare-fun s67_0 () Int)
(assert
 (let ((?x236 (+ 0 (* 4 (+ 0 (+ (* r65_0 24) (* r65_1 1)))))))
 (and (and (>= r65_0 0) (< r65_0 4)) (and (>= r65_1 0) (< r65_1 24)) (and (>= r65_byte 0) (< r65_byte 4)) (= byte (+ ?x236 r65_byte)))))
(assert
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* w66_0 24) (* w66_1 1)))))))
 (and (and (>= w66_0 0) (< w66_0 4)) (and (>= w66_1 0) (< w66_1 8)) (and (>= w66_byte 0) (< w66_byte 4)) (= byte (+ ?x156 w66_byte)))))
(assert
 (let (($x126 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x194 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x194 $x126)))
 (or (or false) (not $x207))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x236 (+ 0 (* 4 (+ 0 (+ (* r65_0 24) (* r65_1 1)))))))
 (= carried0 (+ ?x236 held_byte0))))
(assert
 (let ((?x110 (+ 0 (* 4 (+ 8 (+ (* s67_0 24) (* s67_1 1)))))))
(and (and (>= s67_0 0) (< s67_0 4)) (and (>= s67_1 0) (< s67_1 8)) (and (>= s67_byte 0) (< s67_byte 4)) (= carried0 (+ ?x110 s67_byte)))))
(check-sat)
