; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(16, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r482_byte () Int)
(declare-fun r482_1 () Int)
(declare-fun r482_0 () Int)
(declare-fun byte () Int)
(declare-fun w483_byte () Int)
(declare-fun w483_1 () Int)
(declare-fun w483_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s484_byte () Int)
(declare-fun s484_1 () Int)
(declare-fun s484_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s485_byte () Int)
(declare-fun s485_1 () Int)
(declare-fun s485_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s486_byte () Int)
(declare-fun s486_1 () Int)
(declare-fun s486_0 () Int)
(assert
 (let ((?x628 (+ 0 (* 4 (+ 0 (+ (* r482_0 16) (* r482_1 1)))))))
 (and (and (>= r482_0 0) (< r482_0 4)) (and (>= r482_1 0) (< r482_1 16)) (and (>= r482_byte 0) (< r482_byte 4)) (= byte (+ ?x628 r482_byte)))))
(assert
 (let ((?x332 (+ 0 (* 4 (+ 0 (+ (* w483_0 16) (* w483_1 1)))))))
 (and (and (>= w483_0 0) (< w483_0 4)) (and (>= w483_1 0) (< w483_1 8)) (and (>= w483_byte 0) (< w483_byte 4)) (= byte (+ ?x332 w483_byte)))))
(assert
 (let (($x283 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x429 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
 (let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x429 $x283)))
 (let (($x223 (or false)))
 (or $x223 (not $x540)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x628 (+ 0 (* 4 (+ 0 (+ (* r482_0 16) (* r482_1 1)))))))
 (= carried0 (+ ?x628 held_byte0))))
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* s484_0 16) (* s484_1 1)))))))
 (and (and (>= s484_0 0) (< s484_0 4)) (and (>= s484_1 0) (< s484_1 16)) (and (>= s484_byte 0) (< s484_byte 4)) (= carried0 (+ ?x623 s484_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x623 (+ 0 (* 4 (+ 0 (+ (* s484_0 16) (* s484_1 1)))))))
 (= carried1 (+ ?x623 held_byte1))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* s485_0 16) (* s485_1 1)))))))
 (and (and (>= s485_0 0) (< s485_0 16)) (and (>= s485_1 0) (< s485_1 16)) (and (>= s485_byte 0) (< s485_byte 4)) (= carried1 (+ ?x307 s485_byte)))))
(assert
 (let (($x141 (= (mod (mod (- (div (- carried1 0) 4) 0) 16) 1) 0)))
 (let (($x154 (< (div (mod (- (div (- carried1 0) 4) 0) 16) 1) 16)))
 (let (($x322 (and (>= (- (div (- carried1 0) 4) 0) 0) (< (div (- (div (- carried1 0) 4) 0) 16) 4) $x154 $x141)))
 (let (($x223 (or false)))
 (or $x223 (not $x322)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* s485_0 16) (* s485_1 1)))))))
 (= carried2 (+ ?x307 held_byte2))))
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* s486_0 16) (* s486_1 1)))))))
(and (and (>= s486_0 0) (< s486_0 16)) (and (>= s486_1 0) (< s486_1 16)) (and (>= s486_byte 0) (< s486_byte 4)) (= carried2 (+ ?x152 s486_byte)))))
(check-sat)
