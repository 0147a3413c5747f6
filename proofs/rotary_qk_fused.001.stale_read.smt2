; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried then sizes=(8, 24) strides=(24, 1) offset=0 itemsize=4 then sizes=(8, 8) strides=(24, 1) offset=16 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r386_byte () Int)
(declare-fun r386_1 () Int)
(declare-fun r386_0 () Int)
(declare-fun byte () Int)
(declare-fun w387_byte () Int)
(declare-fun w387_1 () Int)
(declare-fun w387_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s388_byte () Int)
(declare-fun s388_1 () Int)
(declare-fun s388_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s389_byte () Int)
(declare-fun s389_1 () Int)
(declare-fun s389_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s390_byte () Int)
(declare-fun s390_1 () Int)
(declare-fun s390_0 () Int)
(assert
 (let ((?x197 (+ 0 (* 4 (+ 0 (+ (* r386_0 24) (* r386_1 1)))))))
 (and (and (>= r386_0 0) (< r386_0 8)) (and (>= r386_1 0) (< r386_1 24)) (and (>= r386_byte 0) (< r386_byte 4)) (= byte (+ ?x197 r386_byte)))))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* w387_0 24) (* w387_1 1)))))))
 (and (and (>= w387_0 0) (< w387_0 8)) (and (>= w387_1 0) (< w387_1 8)) (and (>= w387_byte 0) (< w387_byte 4)) (= byte (+ ?x117 w387_byte)))))
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
 (let ((?x197 (+ 0 (* 4 (+ 0 (+ (* r386_0 24) (* r386_1 1)))))))
 (= carried0 (+ ?x197 held_byte0))))
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* s388_0 24) (* s388_1 1)))))))
 (and (and (>= s388_0 0) (< s388_0 8)) (and (>= s388_1 0) (< s388_1 24)) (and (>= s388_byte 0) (< s388_byte 4)) (= carried0 (+ ?x162 s388_byte)))))
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
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* s388_0 24) (* s388_1 1)))))))
 (= carried1 (+ ?x162 held_byte1))))
(assert
 (let ((?x83 (+ 0 (* 4 (+ 16 (+ (* s389_0 24) (* s389_1 1)))))))
 (and (and (>= s389_0 0) (< s389_0 8)) (and (>= s389_1 0) (< s389_1 8)) (and (>= s389_byte 0) (< s389_byte 4)) (= carried1 (+ ?x83 s389_byte)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x227 (+ 0 (* 4 (+ 0 (+ (* s389_0 8) (* s389_1 1)))))))
 (= carried2 (+ ?x227 held_byte2))))
(assert
 (let ((?x74 (+ 0 (* 4 (+ 0 (+ (* s390_0 8) (* s390_1 1)))))))
(and (and (>= s390_0 0) (< s390_0 8)) (and (>= s390_1 0) (< s390_1 8)) (and (>= s390_byte 0) (< s390_byte 4)) (= carried2 (+ ?x74 s390_byte)))))
(check-sat)
