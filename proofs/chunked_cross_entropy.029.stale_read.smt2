; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r759_byte () Int)
(declare-fun r759_0 () Int)
(declare-fun byte () Int)
(declare-fun w760_byte () Int)
(declare-fun w760_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s761_byte () Int)
(declare-fun s761_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s762_byte () Int)
(declare-fun s762_0 () Int)
(assert
 (let (($x574 (= byte (+ (+ 0 (* 4 (+ 0 (* r759_0 1)))) r759_byte))))
 (and (and (>= r759_0 0) (< r759_0 16)) (and (>= r759_byte 0) (< r759_byte 4)) $x574)))
(assert
 (let (($x422 (= byte (+ (+ 0 (* 4 (+ 8 (* w760_0 1)))) w760_byte))))
 (and (and (>= w760_0 0) (< w760_0 4)) (and (>= w760_byte 0) (< w760_byte 4)) $x422)))
(assert
 (let (($x473 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x473)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r759_0 1)))) held_byte0)))
(assert
 (let (($x352 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s761_0 1)))) s761_byte))))
 (and (and (>= s761_0 0) (< s761_0 16)) (and (>= s761_byte 0) (< s761_byte 4)) $x352)))
(assert
 (let (($x709 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x709)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s761_0 1)))) held_byte1)))
(assert
 (let (($x493 (= carried1 (+ (+ 0 (* 4 (+ 12 (* s762_0 1)))) s762_byte))))
(and (and (>= s762_0 0) (< s762_0 4)) (and (>= s762_byte 0) (< s762_byte 4)) $x493)))
(check-sat)
