; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r765_byte () Int)
(declare-fun r765_0 () Int)
(declare-fun byte () Int)
(declare-fun w766_byte () Int)
(declare-fun w766_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s767_byte () Int)
(declare-fun s767_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s768_byte () Int)
(declare-fun s768_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s769_byte () Int)
(declare-fun s769_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s770_byte () Int)
(declare-fun s770_0 () Int)
(assert
 (let (($x572 (= byte (+ (+ 0 (* 4 (+ 0 (* r765_0 1)))) r765_byte))))
 (and (and (>= r765_0 0) (< r765_0 16)) (and (>= r765_byte 0) (< r765_byte 4)) $x572)))
(assert
 (let (($x518 (= byte (+ (+ 0 (* 4 (+ 4 (* w766_0 1)))) w766_byte))))
 (and (and (>= w766_0 0) (< w766_0 4)) (and (>= w766_byte 0) (< w766_byte 4)) $x518)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r765_0 1)))) held_byte0)))
(assert
 (let (($x541 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s767_0 1)))) s767_byte))))
 (and (and (>= s767_0 0) (< s767_0 4)) (and (>= s767_byte 0) (< s767_byte 4)) $x541)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s767_0 1)))) held_byte1)))
(assert
 (let (($x553 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s768_0 1)))) s768_byte))))
 (and (and (>= s768_0 0) (< s768_0 16)) (and (>= s768_byte 0) (< s768_byte 4)) $x553)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s768_0 1)))) held_byte2)))
(assert
 (let (($x458 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s769_0 1)))) s769_byte))))
 (and (and (>= s769_0 0) (< s769_0 16)) (and (>= s769_byte 0) (< s769_byte 4)) $x458)))
(assert
 (let (($x574 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x574)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s769_0 1)))) held_byte3)))
(assert
 (let (($x375 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s770_0 1)))) s770_byte))))
(and (and (>= s770_0 0) (< s770_0 4)) (and (>= s770_byte 0) (< s770_byte 4)) $x375)))
(check-sat)
