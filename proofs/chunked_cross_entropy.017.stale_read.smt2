; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r723_byte () Int)
(declare-fun r723_0 () Int)
(declare-fun byte () Int)
(declare-fun w724_byte () Int)
(declare-fun w724_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s725_byte () Int)
(declare-fun s725_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s726_byte () Int)
(declare-fun s726_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s727_byte () Int)
(declare-fun s727_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s728_byte () Int)
(declare-fun s728_0 () Int)
(assert
 (let (($x580 (= byte (+ (+ 0 (* 4 (+ 0 (* r723_0 1)))) r723_byte))))
 (and (and (>= r723_0 0) (< r723_0 16)) (and (>= r723_byte 0) (< r723_byte 4)) $x580)))
(assert
 (let (($x377 (= byte (+ (+ 0 (* 4 (+ 4 (* w724_0 1)))) w724_byte))))
 (and (and (>= w724_0 0) (< w724_0 4)) (and (>= w724_byte 0) (< w724_byte 4)) $x377)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r723_0 1)))) held_byte0)))
(assert
 (let (($x282 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s725_0 1)))) s725_byte))))
 (and (and (>= s725_0 0) (< s725_0 16)) (and (>= s725_byte 0) (< s725_byte 4)) $x282)))
(assert
 (let (($x689 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x689)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s725_0 1)))) held_byte1)))
(assert
 (let (($x385 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s726_0 1)))) s726_byte))))
 (and (and (>= s726_0 0) (< s726_0 16)) (and (>= s726_byte 0) (< s726_byte 4)) $x385)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s726_0 1)))) held_byte2)))
(assert
 (let (($x606 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s727_0 1)))) s727_byte))))
 (and (and (>= s727_0 0) (< s727_0 16)) (and (>= s727_byte 0) (< s727_byte 4)) $x606)))
(assert
 (let (($x536 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x536)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s727_0 1)))) held_byte3)))
(assert
 (let (($x357 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s728_0 1)))) s728_byte))))
(and (and (>= s728_0 0) (< s728_0 4)) (and (>= s728_byte 0) (< s728_byte 4)) $x357)))
(check-sat)
