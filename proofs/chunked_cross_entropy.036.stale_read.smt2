; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r794_byte () Int)
(declare-fun r794_0 () Int)
(declare-fun byte () Int)
(declare-fun w795_byte () Int)
(declare-fun w795_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s796_byte () Int)
(declare-fun s796_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s797_byte () Int)
(declare-fun s797_0 () Int)
(assert
 (let (($x700 (= byte (+ (+ 0 (* 4 (+ 0 (* r794_0 1)))) r794_byte))))
 (and (and (>= r794_0 0) (< r794_0 16)) (and (>= r794_byte 0) (< r794_byte 4)) $x700)))
(assert
 (let (($x244 (= byte (+ (+ 0 (* 4 (+ 12 (* w795_0 1)))) w795_byte))))
 (and (and (>= w795_0 0) (< w795_0 4)) (and (>= w795_byte 0) (< w795_byte 4)) $x244)))
(assert
 (let (($x551 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x551)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r794_0 1)))) held_byte0)))
(assert
 (let (($x152 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s796_0 1)))) s796_byte))))
 (and (and (>= s796_0 0) (< s796_0 16)) (and (>= s796_byte 0) (< s796_byte 4)) $x152)))
(assert
 (let (($x62 (and (>= (- (div (- carried0 0) 4) 12) 0) (< (div (- (div (- carried0 0) 4) 12) 1) 4) (= (mod (- (div (- carried0 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x62)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s796_0 1)))) held_byte1)))
(assert
 (let (($x397 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s797_0 1)))) s797_byte))))
(and (and (>= s797_0 0) (< s797_0 16)) (and (>= s797_byte 0) (< s797_byte 4)) $x397)))
(check-sat)
