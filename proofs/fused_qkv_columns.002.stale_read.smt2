; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(4, 24) strides=(24, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r73_byte () Int)
(declare-fun r73_1 () Int)
(declare-fun r73_0 () Int)
(declare-fun byte () Int)
(declare-fun w74_byte () Int)
(declare-fun w74_1 () Int)
(declare-fun w74_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s75_byte () Int)
(declare-fun s75_1 () Int)
(declare-fun s75_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s76_byte () Int)
(declare-fun s76_1 () Int)
(declare-fun s76_0 () Int)
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* r73_0 24) (* r73_1 1)))))))
 (and (and (>= r73_0 0) (< r73_0 4)) (and (>= r73_1 0) (< r73_1 24)) (and (>= r73_byte 0) (< r73_byte 4)) (= byte (+ ?x55 r73_byte)))))
(assert
 (let ((?x99 (+ 0 (* 4 (+ 0 (+ (* w74_0 24) (* w74_1 1)))))))
 (and (and (>= w74_0 0) (< w74_0 4)) (and (>= w74_1 0) (< w74_1 8)) (and (>= w74_byte 0) (< w74_byte 4)) (= byte (+ ?x99 w74_byte)))))
(assert
 (let (($x126 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x194 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x194 $x126)))
 (let (($x291 (or false)))
 (or $x291 (not $x207)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* r73_0 24) (* r73_1 1)))))))
 (= carried0 (+ ?x55 held_byte0))))
(assert
 (let ((?x271 (+ 0 (* 4 (+ 0 (+ (* s75_0 24) (* s75_1 1)))))))
 (and (and (>= s75_0 0) (< s75_0 4)) (and (>= s75_1 0) (< s75_1 24)) (and (>= s75_byte 0) (< s75_byte 4)) (= carried0 (+ ?x271 s75_byte)))))
(assert
 (let (($x117 (= (mod (mod (- (div (- carried0 0) 4) 8) 24) 1) 0)))
 (let (($x65 (< (div (mod (- (div (- carried0 0) 4) 8) 24) 1) 8)))
 (let (($x287 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 24) 4) $x65 $x117)))
 (let (($x291 (or false)))
 (or $x291 (not $x287)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x271 (+ 0 (* 4 (+ 0 (+ (* s75_0 24) (* s75_1 1)))))))
 (= carried1 (+ ?x271 held_byte1))))
(assert
 (let ((?x263 (+ 0 (* 4 (+ 0 (+ (* s76_0 24) (* s76_1 1)))))))
(and (and (>= s76_0 0) (< s76_0 4)) (and (>= s76_1 0) (< s76_1 24)) (and (>= s76_byte 0) (< s76_byte 4)) (= carried1 (+ ?x263 s76_byte)))))
(check-sat)
