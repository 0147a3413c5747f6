; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r490_byte () Int)
(declare-fun r490_1 () Int)
(declare-fun r490_0 () Int)
(declare-fun byte () Int)
(declare-fun w491_byte () Int)
(declare-fun w491_1 () Int)
(declare-fun w491_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s492_byte () Int)
(declare-fun s492_1 () Int)
(declare-fun s492_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s493_byte () Int)
(declare-fun s493_1 () Int)
(declare-fun s493_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s494_byte () Int)
(declare-fun s494_1 () Int)
(declare-fun s494_0 () Int)
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* r490_0 16) (* r490_1 1)))))))
 (and (and (>= r490_0 0) (< r490_0 16)) (and (>= r490_1 0) (< r490_1 16)) (and (>= r490_byte 0) (< r490_byte 4)) (= byte (+ ?x307 r490_byte)))))
(assert
 (let ((?x60 (+ 0 (* 4 (+ 0 (+ (* w491_0 16) (* w491_1 1)))))))
 (and (and (>= w491_0 0) (< w491_0 4)) (and (>= w491_1 0) (< w491_1 8)) (and (>= w491_byte 0) (< w491_byte 4)) (= byte (+ ?x60 w491_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x528 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x641 $x283)))
 (let (($x223 (or false)))
 (or $x223 (not $x528)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* r490_0 16) (* r490_1 1)))))))
 (= carried0 (+ ?x307 held_byte0))))
(assert
 (let ((?x280 (+ 0 (* 4 (+ 0 (+ (* s492_0 16) (* s492_1 1)))))))
 (and (and (>= s492_0 0) (< s492_0 4)) (and (>= s492_1 0) (< s492_1 16)) (and (>= s492_byte 0) (< s492_byte 4)) (= carried0 (+ ?x280 s492_byte)))))
(assert
 (let (($x380 (= (mod (mod (- (div (- carried0 0) 4) 8) 16) 1) 0)))
 (let (($x519 (< (div (mod (- (div (- carried0 0) 4) 8) 16) 1) 8)))
 (let (($x399 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 16) 4) $x519 $x380)))
 (let (($x223 (or false)))
 (or $x223 (not $x399)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x280 (+ 0 (* 4 (+ 0 (+ (* s492_0 16) (* s492_1 1)))))))
 (= carried1 (+ ?x280 held_byte1))))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* s493_0 16) (* s493_1 1)))))))
 (and (and (>= s493_0 0) (< s493_0 4)) (and (>= s493_1 0) (< s493_1 16)) (and (>= s493_byte 0) (< s493_byte 4)) (= carried1 (+ ?x367 s493_byte)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x367 (+ 0 (* 4 (+ 0 (+ (* s493_0 16) (* s493_1 1)))))))
 (= carried2 (+ ?x367 held_byte2))))
(assert
 (let ((?x479 (+ 0 (* 4 (+ 0 (+ (* s494_0 16) (* s494_1 1)))))))
(and (and (>= s494_0 0) (< s494_0 16)) (and (>= s494_1 0) (< s494_1 16)) (and (>= s494_byte 0) (< s494_byte 4)) (= carried2 (+ ?x479 s494_byte)))))
(check-sat)
