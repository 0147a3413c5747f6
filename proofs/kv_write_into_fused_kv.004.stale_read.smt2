; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r492_byte () Int)
(declare-fun r492_1 () Int)
(declare-fun r492_0 () Int)
(declare-fun byte () Int)
(declare-fun w493_byte () Int)
(declare-fun w493_1 () Int)
(declare-fun w493_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s494_byte () Int)
(declare-fun s494_1 () Int)
(declare-fun s494_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s495_byte () Int)
(declare-fun s495_1 () Int)
(declare-fun s495_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s496_byte () Int)
(declare-fun s496_1 () Int)
(declare-fun s496_0 () Int)
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* r492_0 16) (* r492_1 1)))))))
 (and (and (>= r492_0 0) (< r492_0 16)) (and (>= r492_1 0) (< r492_1 16)) (and (>= r492_byte 0) (< r492_byte 4)) (= byte (+ ?x336 r492_byte)))))
(assert
 (let ((?x600 (+ 0 (* 4 (+ 0 (+ (* w493_0 16) (* w493_1 1)))))))
 (and (and (>= w493_0 0) (< w493_0 4)) (and (>= w493_1 0) (< w493_1 8)) (and (>= w493_byte 0) (< w493_byte 4)) (= byte (+ ?x600 w493_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x273 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x619 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x273 $x290)))
 (let (($x232 (or false)))
 (or $x232 (not $x619)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* r492_0 16) (* r492_1 1)))))))
 (= carried0 (+ ?x336 held_byte0))))
(assert
 (let ((?x519 (+ 0 (* 4 (+ 0 (+ (* s494_0 16) (* s494_1 1)))))))
 (and (and (>= s494_0 0) (< s494_0 4)) (and (>= s494_1 0) (< s494_1 16)) (and (>= s494_byte 0) (< s494_byte 4)) (= carried0 (+ ?x519 s494_byte)))))
(assert
 (let (($x597 (= (mod (mod (- (div (- carried0 0) 4) 8) 16) 1) 0)))
 (let (($x434 (< (div (mod (- (div (- carried0 0) 4) 8) 16) 1) 8)))
 (let (($x401 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 16) 4) $x434 $x597)))
 (let (($x232 (or false)))
 (or $x232 (not $x401)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x519 (+ 0 (* 4 (+ 0 (+ (* s494_0 16) (* s494_1 1)))))))
 (= carried1 (+ ?x519 held_byte1))))
(assert
 (let ((?x482 (+ 0 (* 4 (+ 0 (+ (* s495_0 16) (* s495_1 1)))))))
 (and (and (>= s495_0 0) (< s495_0 4)) (and (>= s495_1 0) (< s495_1 16)) (and (>= s495_byte 0) (< s495_byte 4)) (= carried1 (+ ?x482 s495_byte)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x482 (+ 0 (* 4 (+ 0 (+ (* s495_0 16) (* s495_1 1)))))))
 (= carried2 (+ ?x482 held_byte2))))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* s496_0 16) (* s496_1 1)))))))
(and (and (>= s496_0 0) (< s496_0 16)) (and (>= s496_1 0) (< s496_1 16)) (and (>= s496_byte 0) (< s496_byte 4)) (= carried2 (+ ?x269 s496_byte)))))
(check-sat)
