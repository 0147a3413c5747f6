; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r791_byte () Int)
(declare-fun r791_0 () Int)
(declare-fun byte () Int)
(declare-fun w792_byte () Int)
(declare-fun w792_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s793_byte () Int)
(declare-fun s793_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s794_byte () Int)
(declare-fun s794_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s795_byte () Int)
(declare-fun s795_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s796_byte () Int)
(declare-fun s796_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s797_byte () Int)
(declare-fun s797_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s798_byte () Int)
(declare-fun s798_0 () Int)
(assert
 (let (($x509 (= byte (+ (+ 0 (* 4 (+ 0 (* r791_0 1)))) r791_byte))))
 (and (and (>= r791_0 0) (< r791_0 16)) (and (>= r791_byte 0) (< r791_byte 4)) $x509)))
(assert
 (let (($x447 (= byte (+ (+ 0 (* 4 (+ 4 (* w792_0 1)))) w792_byte))))
 (and (and (>= w792_0 0) (< w792_0 4)) (and (>= w792_byte 0) (< w792_byte 4)) $x447)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r791_0 1)))) held_byte0)))
(assert
 (let (($x480 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s793_0 1)))) s793_byte))))
 (and (and (>= s793_0 0) (< s793_0 4)) (and (>= s793_byte 0) (< s793_byte 4)) $x480)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s793_0 1)))) held_byte1)))
(assert
 (let (($x355 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s794_0 1)))) s794_byte))))
 (and (and (>= s794_0 0) (< s794_0 16)) (and (>= s794_byte 0) (< s794_byte 4)) $x355)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s794_0 1)))) held_byte2)))
(assert
 (let (($x657 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s795_0 1)))) s795_byte))))
 (and (and (>= s795_0 0) (< s795_0 4)) (and (>= s795_byte 0) (< s795_byte 4)) $x657)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s795_0 1)))) held_byte3)))
(assert
 (let (($x85 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s796_0 1)))) s796_byte))))
 (and (and (>= s796_0 0) (< s796_0 16)) (and (>= s796_byte 0) (< s796_byte 4)) $x85)))
(assert
 (let (($x608 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x608)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s796_0 1)))) held_byte4)))
(assert
 (let (($x291 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s797_0 1)))) s797_byte))))
 (and (and (>= s797_0 0) (< s797_0 4)) (and (>= s797_byte 0) (< s797_byte 4)) $x291)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s797_0 1)))) held_byte5)))
(assert
 (let (($x533 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s798_0 1)))) s798_byte))))
(and (and (>= s798_0 0) (< s798_0 16)) (and (>= s798_byte 0) (< s798_byte 4)) $x533)))
(check-sat)
