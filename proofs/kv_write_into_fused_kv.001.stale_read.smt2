; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r426_byte () Int)
(declare-fun r426_1 () Int)
(declare-fun r426_0 () Int)
(declare-fun byte () Int)
(declare-fun w427_byte () Int)
(declare-fun w427_1 () Int)
(declare-fun w427_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s428_byte () Int)
(declare-fun s428_1 () Int)
(declare-fun s428_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s429_byte () Int)
(declare-fun s429_1 () Int)
(declare-fun s429_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s430_byte () Int)
(declare-fun s430_1 () Int)
(declare-fun s430_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s431_byte () Int)
(declare-fun s431_1 () Int)
(declare-fun s431_0 () Int)
(assert
 (let ((?x449 (+ 0 (* 4 (+ 0 (+ (* r426_0 16) (* r426_1 1)))))))
 (and (and (>= r426_0 0) (< r426_0 4)) (and (>= r426_1 0) (< r426_1 16)) (and (>= r426_byte 0) (< r426_byte 4)) (= byte (+ ?x449 r426_byte)))))
(assert
 (let ((?x485 (+ 0 (* 4 (+ 0 (+ (* w427_0 16) (* w427_1 1)))))))
 (and (and (>= w427_0 0) (< w427_0 4)) (and (>= w427_1 0) (< w427_1 8)) (and (>= w427_byte 0) (< w427_byte 4)) (= byte (+ ?x485 w427_byte)))))
(assert
 (let (($x291 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x610 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x46 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x610 $x291)))
 (let (($x75 (or false)))
 (or $x75 (not $x46)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x449 (+ 0 (* 4 (+ 0 (+ (* r426_0 16) (* r426_1 1)))))))
 (= carried0 (+ ?x449 held_byte0))))
(assert
 (let ((?x526 (+ 0 (* 4 (+ 0 (+ (* s428_0 16) (* s428_1 1)))))))
 (and (and (>= s428_0 0) (< s428_0 4)) (and (>= s428_1 0) (< s428_1 16)) (and (>= s428_byte 0) (< s428_byte 4)) (= carried0 (+ ?x526 s428_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x526 (+ 0 (* 4 (+ 0 (+ (* s428_0 16) (* s428_1 1)))))))
 (= carried1 (+ ?x526 held_byte1))))
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* s429_0 16) (* s429_1 1)))))))
 (and (and (>= s429_0 0) (< s429_0 4)) (and (>= s429_1 0) (< s429_1 16)) (and (>= s429_byte 0) (< s429_byte 4)) (= carried1 (+ ?x462 s429_byte)))))
(assert
 (let (($x232 (= (mod (mod (- (div (- carried1 0) 4) 8) 16) 1) 0)))
 (let (($x191 (< (div (mod (- (div (- carried1 0) 4) 8) 16) 1) 8)))
 (let (($x41 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 16) 4) $x191 $x232)))
 (let (($x75 (or false)))
 (or $x75 (not $x41)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x462 (+ 0 (* 4 (+ 0 (+ (* s429_0 16) (* s429_1 1)))))))
 (= carried2 (+ ?x462 held_byte2))))
(assert
 (let ((?x500 (+ 0 (* 4 (+ 0 (+ (* s430_0 16) (* s430_1 1)))))))
 (and (and (>= s430_0 0) (< s430_0 4)) (and (>= s430_1 0) (< s430_1 16)) (and (>= s430_byte 0) (< s430_byte 4)) (= carried2 (+ ?x500 s430_byte)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x500 (+ 0 (* 4 (+ 0 (+ (* s430_0 16) (* s430_1 1)))))))
 (= carried3 (+ ?x500 held_byte3))))
(assert
 (let ((?x481 (+ 0 (* 4 (+ 0 (+ (* s431_0 16) (* s431_1 1)))))))
(and (and (>= s431_0 0) (< s431_0 16)) (and (>= s431_1 0) (< s431_1 16)) (and (>= s431_byte 0) (< s431_byte 4)) (= carried3 (+ ?x481 s431_byte)))))
(check-sat)
