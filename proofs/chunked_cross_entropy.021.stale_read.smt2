; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r753_byte () Int)
(declare-fun r753_0 () Int)
(declare-fun byte () Int)
(declare-fun w754_byte () Int)
(declare-fun w754_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s755_byte () Int)
(declare-fun s755_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s756_byte () Int)
(declare-fun s756_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s757_byte () Int)
(declare-fun s757_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s758_byte () Int)
(declare-fun s758_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s759_byte () Int)
(declare-fun s759_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s760_byte () Int)
(declare-fun s760_0 () Int)
(assert
 (let (($x611 (= byte (+ (+ 0 (* 4 (+ 0 (* r753_0 1)))) r753_byte))))
 (and (and (>= r753_0 0) (< r753_0 16)) (and (>= r753_byte 0) (< r753_byte 4)) $x611)))
(assert
 (let (($x511 (= byte (+ (+ 0 (* 4 (+ 4 (* w754_0 1)))) w754_byte))))
 (and (and (>= w754_0 0) (< w754_0 4)) (and (>= w754_byte 0) (< w754_byte 4)) $x511)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r753_0 1)))) held_byte0)))
(assert
 (let (($x533 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s755_0 1)))) s755_byte))))
 (and (and (>= s755_0 0) (< s755_0 16)) (and (>= s755_byte 0) (< s755_byte 4)) $x533)))
(assert
 (let (($x689 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x689)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s755_0 1)))) held_byte1)))
(assert
 (let (($x655 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s756_0 1)))) s756_byte))))
 (and (and (>= s756_0 0) (< s756_0 16)) (and (>= s756_byte 0) (< s756_byte 4)) $x655)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s756_0 1)))) held_byte2)))
(assert
 (let (($x110 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s757_0 1)))) s757_byte))))
 (and (and (>= s757_0 0) (< s757_0 4)) (and (>= s757_byte 0) (< s757_byte 4)) $x110)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s757_0 1)))) held_byte3)))
(assert
 (let (($x370 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s758_0 1)))) s758_byte))))
 (and (and (>= s758_0 0) (< s758_0 16)) (and (>= s758_byte 0) (< s758_byte 4)) $x370)))
(assert
 (let (($x627 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x627)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s758_0 1)))) held_byte4)))
(assert
 (let (($x704 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s759_0 1)))) s759_byte))))
 (and (and (>= s759_0 0) (< s759_0 4)) (and (>= s759_byte 0) (< s759_byte 4)) $x704)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s759_0 1)))) held_byte5)))
(assert
 (let (($x487 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s760_0 1)))) s760_byte))))
(and (and (>= s760_0 0) (< s760_0 16)) (and (>= s760_byte 0) (< s760_byte 4)) $x487)))
(check-sat)
