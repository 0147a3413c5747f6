; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r478_byte () Int)
(declare-fun r478_1 () Int)
(declare-fun r478_0 () Int)
(declare-fun byte () Int)
(declare-fun w479_byte () Int)
(declare-fun w479_1 () Int)
(declare-fun w479_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s480_byte () Int)
(declare-fun s480_1 () Int)
(declare-fun s480_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s481_byte () Int)
(declare-fun s481_1 () Int)
(declare-fun s481_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s482_byte () Int)
(declare-fun s482_1 () Int)
(declare-fun s482_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s483_byte () Int)
(declare-fun s483_1 () Int)
(declare-fun s483_0 () Int)
(assert
 (let ((?x322 (+ 0 (* 4 (+ 0 (+ (* r478_0 16) (* r478_1 1)))))))
 (and (and (>= r478_0 0) (< r478_0 4)) (and (>= r478_1 0) (< r478_1 16)) (and (>= r478_byte 0) (< r478_byte 4)) (= byte (+ ?x322 r478_byte)))))
(assert
 (let ((?x144 (+ 0 (* 4 (+ 0 (+ (* w479_0 16) (* w479_1 1)))))))
 (and (and (>= w479_0 0) (< w479_0 4)) (and (>= w479_1 0) (< w479_1 8)) (and (>= w479_byte 0) (< w479_byte 4)) (= byte (+ ?x144 w479_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x410 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x375 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x410 $x290)))
 (let (($x232 (or false)))
 (or $x232 (not $x375)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x322 (+ 0 (* 4 (+ 0 (+ (* r478_0 16) (* r478_1 1)))))))
 (= carried0 (+ ?x322 held_byte0))))
(assert
 (let ((?x376 (+ 0 (* 4 (+ 0 (+ (* s480_0 16) (* s480_1 1)))))))
 (and (and (>= s480_0 0) (< s480_0 4)) (and (>= s480_1 0) (< s480_1 16)) (and (>= s480_byte 0) (< s480_byte 4)) (= carried0 (+ ?x376 s480_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x376 (+ 0 (* 4 (+ 0 (+ (* s480_0 16) (* s480_1 1)))))))
 (= carried1 (+ ?x376 held_byte1))))
(assert
 (let ((?x124 (+ 0 (* 4 (+ 0 (+ (* s481_0 16) (* s481_1 1)))))))
 (and (and (>= s481_0 0) (< s481_0 4)) (and (>= s481_1 0) (< s481_1 16)) (and (>= s481_byte 0) (< s481_byte 4)) (= carried1 (+ ?x124 s481_byte)))))
(assert
 (let (($x559 (= (mod (mod (- (div (- carried1 0) 4) 8) 16) 1) 0)))
 (let (($x509 (< (div (mod (- (div (- carried1 0) 4) 8) 16) 1) 8)))
 (let (($x249 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 16) 4) $x509 $x559)))
 (let (($x232 (or false)))
 (or $x232 (not $x249)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x124 (+ 0 (* 4 (+ 0 (+ (* s481_0 16) (* s481_1 1)))))))
 (= carried2 (+ ?x124 held_byte2))))
(assert
 (let ((?x484 (+ 0 (* 4 (+ 0 (+ (* s482_0 16) (* s482_1 1)))))))
 (and (and (>= s482_0 0) (< s482_0 4)) (and (>= s482_1 0) (< s482_1 16)) (and (>= s482_byte 0) (< s482_byte 4)) (= carried2 (+ ?x484 s482_byte)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (let ((?x484 (+ 0 (* 4 (+ 0 (+ (* s482_0 16) (* s482_1 1)))))))
 (= carried3 (+ ?x484 held_byte3))))
(assert
 (let ((?x108 (+ 0 (* 4 (+ 0 (+ (* s483_0 16) (* s483_1 1)))))))
(and (and (>= s483_0 0) (< s483_0 16)) (and (>= s483_1 0) (< s483_1 16)) (and (>= s483_byte 0) (< s483_byte 4)) (= carried3 (+ ?x108 s483_byte)))))
(check-sat)
