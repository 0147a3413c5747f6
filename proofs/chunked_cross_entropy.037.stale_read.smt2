; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r798_byte () Int)
(declare-fun r798_0 () Int)
(declare-fun byte () Int)
(declare-fun w799_byte () Int)
(declare-fun w799_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s800_byte () Int)
(declare-fun s800_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s801_byte () Int)
(declare-fun s801_0 () Int)
(assert
 (let (($x123 (= byte (+ (+ 0 (* 4 (+ 0 (* r798_0 1)))) r798_byte))))
 (and (and (>= r798_0 0) (< r798_0 16)) (and (>= r798_byte 0) (< r798_byte 4)) $x123)))
(assert
 (let (($x693 (= byte (+ (+ 0 (* 4 (+ 12 (* w799_0 1)))) w799_byte))))
 (and (and (>= w799_0 0) (< w799_0 4)) (and (>= w799_byte 0) (< w799_byte 4)) $x693)))
(assert
 (let (($x551 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (or (or false) (not $x551))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r798_0 1)))) held_byte0)))
(assert
 (let (($x258 (= carried0 (+ (+ 0 (* 4 (+ 12 (* s800_0 1)))) s800_byte))))
 (and (and (>= s800_0 0) (< s800_0 4)) (and (>= s800_byte 0) (< s800_byte 4)) $x258)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 12 (* s800_0 1)))) held_byte1)))
(assert
 (let (($x396 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s801_0 1)))) s801_byte))))
(and (and (>= s801_0 0) (< s801_0 16)) (and (>= s801_byte 0) (< s801_byte 4)) $x396)))
(check-sat)
