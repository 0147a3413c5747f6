; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(16, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r432_byte () Int)
(declare-fun r432_1 () Int)
(declare-fun r432_0 () Int)
(declare-fun byte () Int)
(declare-fun w433_byte () Int)
(declare-fun w433_1 () Int)
(declare-fun w433_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s434_byte () Int)
(declare-fun s434_1 () Int)
(declare-fun s434_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s435_byte () Int)
(declare-fun s435_1 () Int)
(declare-fun s435_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s436_byte () Int)
(declare-fun s436_1 () Int)
(declare-fun s436_0 () Int)
(assert
 (let ((?x146 (+ 0 (* 4 (+ 0 (+ (* r432_0 16) (* r432_1 1)))))))
 (and (and (>= r432_0 0) (< r432_0 4)) (and (>= r432_1 0) (< r432_1 16)) (and (>= r432_byte 0) (< r432_byte 4)) (= byte (+ ?x146 r432_byte)))))
(assert
 (let ((?x511 (+ 0 (* 4 (+ 0 (+ (* w433_0 16) (* w433_1 1)))))))
 (and (and (>= w433_0 0) (< w433_0 4)) (and (>= w433_1 0) (< w433_1 8)) (and (>= w433_byte 0) (< w433_byte 4)) (= byte (+ ?x511 w433_byte)))))
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
 (let ((?x146 (+ 0 (* 4 (+ 0 (+ (* r432_0 16) (* r432_1 1)))))))
 (= carried0 (+ ?x146 held_byte0))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* s434_0 16) (* s434_1 1)))))))
 (and (and (>= s434_0 0) (< s434_0 4)) (and (>= s434_1 0) (< s434_1 16)) (and (>= s434_byte 0) (< s434_byte 4)) (= carried0 (+ ?x307 s434_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* s434_0 16) (* s434_1 1)))))))
 (= carried1 (+ ?x307 held_byte1))))
(assert
 (let ((?x588 (+ 0 (* 4 (+ 0 (+ (* s435_0 16) (* s435_1 1)))))))
 (and (and (>= s435_0 0) (< s435_0 16)) (and (>= s435_1 0) (< s435_1 16)) (and (>= s435_byte 0) (< s435_byte 4)) (= carried1 (+ ?x588 s435_byte)))))
(assert
 (let (($x471 (= (mod (mod (- (div (- carried1 0) 4) 0) 16) 1) 0)))
 (let (($x631 (< (div (mod (- (div (- carried1 0) 4) 0) 16) 1) 16)))
 (let (($x570 (and (>= (- (div (- carried1 0) 4) 0) 0) (< (div (- (div (- carried1 0) 4) 0) 16) 4) $x631 $x471)))
 (let (($x75 (or false)))
 (or $x75 (not $x570)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x588 (+ 0 (* 4 (+ 0 (+ (* s435_0 16) (* s435_1 1)))))))
 (= carried2 (+ ?x588 held_byte2))))
(assert
 (let ((?x452 (+ 0 (* 4 (+ 0 (+ (* s436_0 16) (* s436_1 1)))))))
(and (and (>= s436_0 0) (< s436_0 16)) (and (>= s436_1 0) (< s436_1 16)) (and (>= s436_byte 0) (< s436_byte 4)) (= carried2 (+ ?x452 s436_byte)))))
(check-sat)
