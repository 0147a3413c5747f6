; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(s27) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r161_byte () Int)
(declare-fun r161_1 () Int)
(declare-fun s27 () Int)
(declare-fun r161_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w162_byte () Int)
(declare-fun w162_1 () Int)
(declare-fun w162_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s163_byte () Int)
(declare-fun s163_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s164_byte () Int)
(declare-fun s164_0 () Int)
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* r161_0 s27) (* r161_1 1)))))))
 (and (and (>= r161_0 0) (< r161_0 s77)) (and (>= r161_1 0) (< r161_1 s27)) (and (>= r161_byte 0) (< r161_byte 4)) (= byte (+ ?x82 r161_byte)))))
(assert
 (let ((?x304 (+ 0 (* 4 (+ s27 (+ (* w162_0 s27) (* w162_1 1)))))))
 (and (and (>= w162_0 0) (< w162_0 (+ (- 1) s77))) (and (>= w162_1 0) (< w162_1 s27)) (and (>= w162_byte 0) (< w162_byte 4)) (= byte (+ ?x304 w162_byte)))))
(assert
 (let ((?x134 (div (- byte 0) 4)))
 (or (< ?x134 s27) (>= ?x134 (+ s27 (* (+ (- 1) s77) s27))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* r161_0 s27) (* r161_1 1)))))))
 (= carried0 (+ ?x82 held_byte0))))
(assert
 (let (($x102 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s163_0 1)))) s163_byte))))
 (and (and (>= s163_0 0) (< s163_0 s27)) (and (>= s163_byte 0) (< s163_byte 4)) $x102)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s163_0 1)))) held_byte1)))
(assert
 (let (($x312 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s164_0 1)))) s164_byte))))
 (and (and (>= s164_0 0) (< s164_0 s27)) (and (>= s164_byte 0) (< s164_byte 4)) $x312)))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x179 (+ (- 1) s77)))
(and (distinct 1 ?x179) true)))
(check-sat)
