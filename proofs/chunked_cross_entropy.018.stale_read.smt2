; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r729_byte () Int)
(declare-fun r729_0 () Int)
(declare-fun byte () Int)
(declare-fun w730_byte () Int)
(declare-fun w730_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s731_byte () Int)
(declare-fun s731_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s732_byte () Int)
(declare-fun s732_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s733_byte () Int)
(declare-fun s733_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s734_byte () Int)
(declare-fun s734_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s735_byte () Int)
(declare-fun s735_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s736_byte () Int)
(declare-fun s736_0 () Int)
(assert
 (let (($x89 (= byte (+ (+ 0 (* 4 (+ 0 (* r729_0 1)))) r729_byte))))
 (and (and (>= r729_0 0) (< r729_0 16)) (and (>= r729_byte 0) (< r729_byte 4)) $x89)))
(assert
 (let (($x659 (= byte (+ (+ 0 (* 4 (+ 4 (* w730_0 1)))) w730_byte))))
 (and (and (>= w730_0 0) (< w730_0 4)) (and (>= w730_byte 0) (< w730_byte 4)) $x659)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r729_0 1)))) held_byte0)))
(assert
 (let (($x293 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s731_0 1)))) s731_byte))))
 (and (and (>= s731_0 0) (< s731_0 16)) (and (>= s731_byte 0) (< s731_byte 4)) $x293)))
(assert
 (let (($x689 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x689)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s731_0 1)))) held_byte1)))
(assert
 (let (($x246 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s732_0 1)))) s732_byte))))
 (and (and (>= s732_0 0) (< s732_0 16)) (and (>= s732_byte 0) (< s732_byte 4)) $x246)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s732_0 1)))) held_byte2)))
(assert
 (let (($x92 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s733_0 1)))) s733_byte))))
 (and (and (>= s733_0 0) (< s733_0 16)) (and (>= s733_byte 0) (< s733_byte 4)) $x92)))
(assert
 (let (($x536 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x536)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s733_0 1)))) held_byte3)))
(assert
 (let (($x29 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s734_0 1)))) s734_byte))))
 (and (and (>= s734_0 0) (< s734_0 16)) (and (>= s734_byte 0) (< s734_byte 4)) $x29)))
(assert
 (let (($x627 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x627)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s734_0 1)))) held_byte4)))
(assert
 (let (($x313 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s735_0 1)))) s735_byte))))
 (and (and (>= s735_0 0) (< s735_0 16)) (and (>= s735_byte 0) (< s735_byte 4)) $x313)))
(assert
 (let (($x669 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x669)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s735_0 1)))) held_byte5)))
(assert
 (let (($x568 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s736_0 1)))) s736_byte))))
(and (and (>= s736_0 0) (< s736_0 16)) (and (>= s736_byte 0) (< s736_byte 4)) $x568)))
(check-sat)
