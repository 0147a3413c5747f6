; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r713_byte () Int)
(declare-fun r713_0 () Int)
(declare-fun byte () Int)
(declare-fun w714_byte () Int)
(declare-fun w714_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s715_byte () Int)
(declare-fun s715_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s716_byte () Int)
(declare-fun s716_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s717_byte () Int)
(declare-fun s717_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s718_byte () Int)
(declare-fun s718_0 () Int)
(assert
 (let (($x396 (= byte (+ (+ 0 (* 4 (+ 0 (* r713_0 1)))) r713_byte))))
 (and (and (>= r713_0 0) (< r713_0 16)) (and (>= r713_byte 0) (< r713_byte 4)) $x396)))
(assert
 (let (($x628 (= byte (+ (+ 0 (* 4 (+ 4 (* w714_0 1)))) w714_byte))))
 (and (and (>= w714_0 0) (< w714_0 4)) (and (>= w714_byte 0) (< w714_byte 4)) $x628)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r713_0 1)))) held_byte0)))
(assert
 (let (($x195 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s715_0 1)))) s715_byte))))
 (and (and (>= s715_0 0) (< s715_0 4)) (and (>= s715_byte 0) (< s715_byte 4)) $x195)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s715_0 1)))) held_byte1)))
(assert
 (let (($x447 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s716_0 1)))) s716_byte))))
 (and (and (>= s716_0 0) (< s716_0 16)) (and (>= s716_byte 0) (< s716_byte 4)) $x447)))
(assert
 (let (($x468 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x468)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s716_0 1)))) held_byte2)))
(assert
 (let (($x514 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s717_0 1)))) s717_byte))))
 (and (and (>= s717_0 0) (< s717_0 16)) (and (>= s717_byte 0) (< s717_byte 4)) $x514)))
(assert
 (let (($x246 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x246)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s717_0 1)))) held_byte3)))
(assert
 (let (($x359 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s718_0 1)))) s718_byte))))
(and (and (>= s718_0 0) (< s718_0 4)) (and (>= s718_byte 0) (< s718_byte 4)) $x359)))
(check-sat)
