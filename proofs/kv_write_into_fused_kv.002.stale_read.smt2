; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried then sizes=(4, 16) strides=(16, 1) offset=0 itemsize=4 then sizes=(16, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r484_byte () Int)
(declare-fun r484_1 () Int)
(declare-fun r484_0 () Int)
(declare-fun byte () Int)
(declare-fun w485_byte () Int)
(declare-fun w485_1 () Int)
(declare-fun w485_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s486_byte () Int)
(declare-fun s486_1 () Int)
(declare-fun s486_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s487_byte () Int)
(declare-fun s487_1 () Int)
(declare-fun s487_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s488_byte () Int)
(declare-fun s488_1 () Int)
(declare-fun s488_0 () Int)
(assert
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* r484_0 16) (* r484_1 1)))))))
 (and (and (>= r484_0 0) (< r484_0 4)) (and (>= r484_1 0) (< r484_1 16)) (and (>= r484_byte 0) (< r484_byte 4)) (= byte (+ ?x455 r484_byte)))))
(assert
 (let ((?x528 (+ 0 (* 4 (+ 0 (+ (* w485_0 16) (* w485_1 1)))))))
 (and (and (>= w485_0 0) (< w485_0 4)) (and (>= w485_1 0) (< w485_1 8)) (and (>= w485_byte 0) (< w485_byte 4)) (= byte (+ ?x528 w485_byte)))))
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
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* r484_0 16) (* r484_1 1)))))))
 (= carried0 (+ ?x455 held_byte0))))
(assert
 (let ((?x493 (+ 0 (* 4 (+ 0 (+ (* s486_0 16) (* s486_1 1)))))))
 (and (and (>= s486_0 0) (< s486_0 4)) (and (>= s486_1 0) (< s486_1 16)) (and (>= s486_byte 0) (< s486_byte 4)) (= carried0 (+ ?x493 s486_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x493 (+ 0 (* 4 (+ 0 (+ (* s486_0 16) (* s486_1 1)))))))
 (= carried1 (+ ?x493 held_byte1))))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* s487_0 16) (* s487_1 1)))))))
 (and (and (>= s487_0 0) (< s487_0 16)) (and (>= s487_1 0) (< s487_1 16)) (and (>= s487_byte 0) (< s487_byte 4)) (= carried1 (+ ?x336 s487_byte)))))
(assert
 (let (($x629 (= (mod (mod (- (div (- carried1 0) 4) 0) 16) 1) 0)))
 (let (($x622 (< (div (mod (- (div (- carried1 0) 4) 0) 16) 1) 16)))
 (let (($x443 (and (>= (- (div (- carried1 0) 4) 0) 0) (< (div (- (div (- carried1 0) 4) 0) 16) 4) $x622 $x629)))
 (let (($x232 (or false)))
 (or $x232 (not $x443)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x336 (+ 0 (* 4 (+ 0 (+ (* s487_0 16) (* s487_1 1)))))))
 (= carried2 (+ ?x336 held_byte2))))
(assert
 (let ((?x141 (+ 0 (* 4 (+ 0 (+ (* s488_0 16) (* s488_1 1)))))))
(and (and (>= s488_0 0) (< s488_0 16)) (and (>= s488_1 0) (< s488_1 16)) (and (>= s488_byte 0) (< s488_byte 4)) (= carried2 (+ ?x141 s488_byte)))))
(check-sat)
