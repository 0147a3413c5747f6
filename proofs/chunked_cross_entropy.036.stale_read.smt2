; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r842_byte () Int)
(declare-fun r842_0 () Int)
(declare-fun byte () Int)
(declare-fun w843_byte () Int)
(declare-fun w843_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s844_byte () Int)
(declare-fun s844_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s845_byte () Int)
(declare-fun s845_0 () Int)
(assert
 (let (($x332 (= byte (+ (+ 0 (* 4 (+ 0 (* r842_0 1)))) r842_byte))))
 (and (and (>= r842_0 0) (< r842_0 16)) (and (>= r842_byte 0) (< r842_byte 4)) $x332)))
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 12 (* w843_0 1)))) w843_byte))))
 (and (and (>= w843_0 0) (< w843_0 4)) (and (>= w843_byte 0) (< w843_byte 4)) $x143)))
(assert
 (let (($x668 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x668)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r842_0 1)))) held_byte0)))
(assert
 (let (($x210 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s844_0 1)))) s844_byte))))
 (and (and (>= s844_0 0) (< s844_0 16)) (and (>= s844_byte 0) (< s844_byte 4)) $x210)))
(assert
 (let (($x169 (and (>= (- (div (- carried0 0) 4) 12) 0) (< (div (- (div (- carried0 0) 4) 12) 1) 4) (= (mod (- (div (- carried0 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x169)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s844_0 1)))) held_byte1)))
(assert
 (let (($x316 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s845_0 1)))) s845_byte))))
(and (and (>= s845_0 0) (< s845_0 16)) (and (>= s845_byte 0) (< s845_byte 4)) $x316)))
(check-sat)
