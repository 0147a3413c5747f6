; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 24) strides=(24, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r391_byte () Int)
(declare-fun r391_1 () Int)
(declare-fun r391_0 () Int)
(declare-fun byte () Int)
(declare-fun w392_byte () Int)
(declare-fun w392_1 () Int)
(declare-fun w392_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s393_byte () Int)
(declare-fun s393_1 () Int)
(declare-fun s393_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s394_byte () Int)
(declare-fun s394_1 () Int)
(declare-fun s394_0 () Int)
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* r391_0 24) (* r391_1 1)))))))
 (and (and (>= r391_0 0) (< r391_0 8)) (and (>= r391_1 0) (< r391_1 24)) (and (>= r391_byte 0) (< r391_byte 4)) (= byte (+ ?x174 r391_byte)))))
(assert
 (let ((?x312 (+ 0 (* 4 (+ 0 (+ (* w392_0 24) (* w392_1 1)))))))
 (and (and (>= w392_0 0) (< w392_0 8)) (and (>= w392_1 0) (< w392_1 8)) (and (>= w392_byte 0) (< w392_byte 4)) (= byte (+ ?x312 w392_byte)))))
(assert
 (let (($x239 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x368 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x43 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x368 $x239)))
 (let (($x93 (or false)))
 (or $x93 (not $x43)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* r391_0 24) (* r391_1 1)))))))
 (= carried0 (+ ?x174 held_byte0))))
(assert
 (let ((?x254 (+ 0 (* 4 (+ 0 (+ (* s393_0 24) (* s393_1 1)))))))
 (and (and (>= s393_0 0) (< s393_0 8)) (and (>= s393_1 0) (< s393_1 24)) (and (>= s393_byte 0) (< s393_byte 4)) (= carried0 (+ ?x254 s393_byte)))))
(assert
 (let (($x420 (= (mod (mod (- (div (- carried0 0) 4) 8) 24) 1) 0)))
 (let (($x347 (< (div (mod (- (div (- carried0 0) 4) 8) 24) 1) 8)))
 (let (($x247 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 24) 8) $x347 $x420)))
 (let (($x93 (or false)))
 (or $x93 (not $x247)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x254 (+ 0 (* 4 (+ 0 (+ (* s393_0 24) (* s393_1 1)))))))
 (= carried1 (+ ?x254 held_byte1))))
(assert
 (let ((?x440 (+ 0 (* 4 (+ 0 (+ (* s394_0 24) (* s394_1 1)))))))
(and (and (>= s394_0 0) (< s394_0 8)) (and (>= s394_1 0) (< s394_1 24)) (and (>= s394_byte 0) (< s394_byte 4)) (= carried1 (+ ?x440 s394_byte)))))
(check-sat)
