; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r331_byte () Int)
(declare-fun r331_1 () Int)
(declare-fun r331_0 () Int)
(declare-fun byte () Int)
(declare-fun w332_byte () Int)
(declare-fun w332_1 () Int)
(declare-fun w332_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s333_byte () Int)
(declare-fun s333_1 () Int)
(declare-fun s333_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s334_byte () Int)
(declare-fun s334_1 () Int)
(declare-fun s334_0 () Int)
(assert
 (let ((?x215 (+ 0 (* 4 (+ 0 (+ (* r331_0 16) (* r331_1 1)))))))
 (and (and (>= r331_0 0) (< r331_0 8)) (and (>= r331_1 0) (< r331_1 16)) (and (>= r331_byte 0) (< r331_byte 4)) (= byte (+ ?x215 r331_byte)))))
(assert
 (let ((?x49 (+ 0 (* 4 (+ 32 (+ (* w332_0 16) (* w332_1 1)))))))
 (and (and (>= w332_0 0) (< w332_0 4)) (and (>= w332_1 0) (< w332_1 16)) (and (>= w332_byte 0) (< w332_byte 4)) (= byte (+ ?x49 w332_byte)))))
(assert
 (let (($x509 (= (mod (mod (- (div (- byte 0) 4) 32) 16) 1) 0)))
 (let (($x455 (< (div (mod (- (div (- byte 0) 4) 32) 16) 1) 16)))
 (let (($x134 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 16) 4) $x455 $x509)))
 (let (($x370 (or false)))
 (or $x370 (not $x134)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x215 (+ 0 (* 4 (+ 0 (+ (* r331_0 16) (* r331_1 1)))))))
 (= carried0 (+ ?x215 held_byte0))))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* s333_0 16) (* s333_1 1)))))))
 (and (and (>= s333_0 0) (< s333_0 8)) (and (>= s333_1 0) (< s333_1 16)) (and (>= s333_byte 0) (< s333_byte 4)) (= carried0 (+ ?x265 s333_byte)))))
(assert
 (let (($x294 (= (mod (mod (- (div (- carried0 0) 4) 32) 16) 1) 0)))
 (let (($x24 (< (div (mod (- (div (- carried0 0) 4) 32) 16) 1) 16)))
 (let (($x300 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 16) 4) $x24 $x294)))
 (let (($x370 (or false)))
 (or $x370 (not $x300)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* s333_0 16) (* s333_1 1)))))))
 (= carried1 (+ ?x265 held_byte1))))
(assert
 (let ((?x359 (+ 0 (* 4 (+ 0 (+ (* s334_0 16) (* s334_1 1)))))))
(and (and (>= s334_0 0) (< s334_0 8)) (and (>= s334_1 0) (< s334_1 16)) (and (>= s334_byte 0) (< s334_byte 4)) (= carried1 (+ ?x359 s334_byte)))))
(check-sat)
