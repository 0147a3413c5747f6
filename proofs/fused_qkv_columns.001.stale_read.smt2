; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(4, 24) strides=(24, 1) offset=0 itemsize=4 then sizes=(4, 8) strides=(24, 1) offset=16 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r68_byte () Int)
(declare-fun r68_1 () Int)
(declare-fun r68_0 () Int)
(declare-fun byte () Int)
(declare-fun w69_byte () Int)
(declare-fun w69_1 () Int)
(declare-fun w69_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s70_byte () Int)
(declare-fun s70_1 () Int)
(declare-fun s70_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s71_byte () Int)
(declare-fun s71_1 () Int)
(declare-fun s71_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s72_byte () Int)
(declare-fun s72_1 () Int)
(declare-fun s72_0 () Int)
(assert
 (let ((?x313 (+ 0 (* 4 (+ 0 (+ (* r68_0 24) (* r68_1 1)))))))
 (and (and (>= r68_0 0) (< r68_0 4)) (and (>= r68_1 0) (< r68_1 24)) (and (>= r68_byte 0) (< r68_byte 4)) (= byte (+ ?x313 r68_byte)))))
(assert
 (let ((?x318 (+ 0 (* 4 (+ 0 (+ (* w69_0 24) (* w69_1 1)))))))
 (and (and (>= w69_0 0) (< w69_0 4)) (and (>= w69_1 0) (< w69_1 8)) (and (>= w69_byte 0) (< w69_byte 4)) (= byte (+ ?x318 w69_byte)))))
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
 (let ((?x313 (+ 0 (* 4 (+ 0 (+ (* r68_0 24) (* r68_1 1)))))))
 (= carried0 (+ ?x313 held_byte0))))
(assert
 (let ((?x314 (+ 0 (* 4 (+ 0 (+ (* s70_0 24) (* s70_1 1)))))))
 (and (and (>= s70_0 0) (< s70_0 4)) (and (>= s70_1 0) (< s70_1 24)) (and (>= s70_byte 0) (< s70_byte 4)) (= carried0 (+ ?x314 s70_byte)))))
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
 (let ((?x314 (+ 0 (* 4 (+ 0 (+ (* s70_0 24) (* s70_1 1)))))))
 (= carried1 (+ ?x314 held_byte1))))
(assert
 (let ((?x302 (+ 0 (* 4 (+ 16 (+ (* s71_0 24) (* s71_1 1)))))))
 (and (and (>= s71_0 0) (< s71_0 4)) (and (>= s71_1 0) (< s71_1 8)) (and (>= s71_byte 0) (< s71_byte 4)) (= carried1 (+ ?x302 s71_byte)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x202 (+ 0 (* 4 (+ 0 (+ (* s71_0 8) (* s71_1 1)))))))
 (= carried2 (+ ?x202 held_byte2))))
(assert
 (let ((?x141 (+ 0 (* 4 (+ 0 (+ (* s72_0 8) (* s72_1 1)))))))
(and (and (>= s72_0 0) (< s72_0 4)) (and (>= s72_1 0) (< s72_1 8)) (and (>= s72_byte 0) (< s72_byte 4)) (= carried2 (+ ?x141 s72_byte)))))
(check-sat)
