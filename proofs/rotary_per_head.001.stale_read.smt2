; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r428_byte () Int)
(declare-fun r428_1 () Int)
(declare-fun r428_0 () Int)
(declare-fun byte () Int)
(declare-fun w429_byte () Int)
(declare-fun w429_1 () Int)
(declare-fun w429_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s430_byte () Int)
(declare-fun s430_1 () Int)
(declare-fun s430_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s431_byte () Int)
(declare-fun s431_1 () Int)
(declare-fun s431_0 () Int)
(assert
 (let ((?x229 (+ 0 (* 4 (+ 0 (+ (* r428_0 16) (* r428_1 1)))))))
 (and (and (>= r428_0 0) (< r428_0 8)) (and (>= r428_1 0) (< r428_1 16)) (and (>= r428_byte 0) (< r428_byte 4)) (= byte (+ ?x229 r428_byte)))))
(assert
 (let ((?x91 (+ 0 (* 4 (+ 0 (+ (* w429_0 16) (* w429_1 1)))))))
 (and (and (>= w429_0 0) (< w429_0 8)) (and (>= w429_1 0) (< w429_1 8)) (and (>= w429_byte 0) (< w429_byte 4)) (= byte (+ ?x91 w429_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x117 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x582 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x117 $x196)))
 (let (($x312 (or false)))
 (or $x312 (not $x582)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x229 (+ 0 (* 4 (+ 0 (+ (* r428_0 16) (* r428_1 1)))))))
 (= carried0 (+ ?x229 held_byte0))))
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* s430_0 16) (* s430_1 1)))))))
 (and (and (>= s430_0 0) (< s430_0 8)) (and (>= s430_1 0) (< s430_1 16)) (and (>= s430_byte 0) (< s430_byte 4)) (= carried0 (+ ?x444 s430_byte)))))
(assert
 (let (($x327 (= (mod (mod (- (div (- carried0 0) 4) 8) 16) 1) 0)))
 (let (($x239 (< (div (mod (- (div (- carried0 0) 4) 8) 16) 1) 8)))
 (let (($x446 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 16) 8) $x239 $x327)))
 (let (($x312 (or false)))
 (or $x312 (not $x446)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* s430_0 16) (* s430_1 1)))))))
 (= carried1 (+ ?x444 held_byte1))))
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* s431_0 16) (* s431_1 1)))))))
(and (and (>= s431_0 0) (< s431_0 8)) (and (>= s431_1 0) (< s431_1 16)) (and (>= s431_byte 0) (< s431_byte 4)) (= carried1 (+ ?x585 s431_byte)))))
(check-sat)
