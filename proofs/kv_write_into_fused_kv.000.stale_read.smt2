; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r422_byte () Int)
(declare-fun r422_1 () Int)
(declare-fun r422_0 () Int)
(declare-fun byte () Int)
(declare-fun w423_byte () Int)
(declare-fun w423_1 () Int)
(declare-fun w423_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s424_byte () Int)
(declare-fun s424_1 () Int)
(declare-fun s424_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s425_byte () Int)
(declare-fun s425_1 () Int)
(declare-fun s425_0 () Int)
(assert
 (let ((?x333 (+ 0 (* 4 (+ 0 (+ (* r422_0 16) (* r422_1 1)))))))
 (and (and (>= r422_0 0) (< r422_0 4)) (and (>= r422_1 0) (< r422_1 16)) (and (>= r422_byte 0) (< r422_byte 4)) (= byte (+ ?x333 r422_byte)))))
(assert
 (let ((?x466 (+ 0 (* 4 (+ 0 (+ (* w423_0 16) (* w423_1 1)))))))
 (and (and (>= w423_0 0) (< w423_0 4)) (and (>= w423_1 0) (< w423_1 8)) (and (>= w423_byte 0) (< w423_byte 4)) (= byte (+ ?x466 w423_byte)))))
(assert
 (let (($x291 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x610 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x46 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x610 $x291)))
 (or (or false) (not $x46))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x333 (+ 0 (* 4 (+ 0 (+ (* r422_0 16) (* r422_1 1)))))))
 (= carried0 (+ ?x333 held_byte0))))
(assert
 (let ((?x616 (+ 0 (* 4 (+ 0 (+ (* s424_0 16) (* s424_1 1)))))))
 (and (and (>= s424_0 0) (< s424_0 4)) (and (>= s424_1 0) (< s424_1 16)) (and (>= s424_byte 0) (< s424_byte 4)) (= carried0 (+ ?x616 s424_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x616 (+ 0 (* 4 (+ 0 (+ (* s424_0 16) (* s424_1 1)))))))
 (= carried1 (+ ?x616 held_byte1))))
(assert
 (let ((?x580 (+ 0 (* 4 (+ 8 (+ (* s425_0 16) (* s425_1 1)))))))
(and (and (>= s425_0 0) (< s425_0 4)) (and (>= s425_1 0) (< s425_1 8)) (and (>= s425_byte 0) (< s425_byte 4)) (= carried1 (+ ?x580 s425_byte)))))
(check-sat)
