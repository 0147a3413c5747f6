; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r846_byte () Int)
(declare-fun r846_0 () Int)
(declare-fun byte () Int)
(declare-fun w847_byte () Int)
(declare-fun w847_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s848_byte () Int)
(declare-fun s848_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s849_byte () Int)
(declare-fun s849_0 () Int)
(assert
 (let (($x683 (= byte (+ (+ 0 (* 4 (+ 0 (* r846_0 1)))) r846_byte))))
 (and (and (>= r846_0 0) (< r846_0 16)) (and (>= r846_byte 0) (< r846_byte 4)) $x683)))
(assert
 (let (($x714 (= byte (+ (+ 0 (* 4 (+ 12 (* w847_0 1)))) w847_byte))))
 (and (and (>= w847_0 0) (< w847_0 4)) (and (>= w847_byte 0) (< w847_byte 4)) $x714)))
(assert
 (let (($x668 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (or (or false) (not $x668))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r846_0 1)))) held_byte0)))
(assert
 (let (($x289 (= carried0 (+ (+ 0 (* 4 (+ 12 (* s848_0 1)))) s848_byte))))
 (and (and (>= s848_0 0) (< s848_0 4)) (and (>= s848_byte 0) (< s848_byte 4)) $x289)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 12 (* s848_0 1)))) held_byte1)))
(assert
 (let (($x379 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s849_0 1)))) s849_byte))))
(and (and (>= s849_0 0) (< s849_0 16)) (and (>= s849_byte 0) (< s849_byte 4)) $x379)))
(check-sat)
