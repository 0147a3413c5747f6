; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r531_byte () Int)
(declare-fun r531_0 () Int)
(declare-fun byte () Int)
(declare-fun w532_byte () Int)
(declare-fun w532_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s533_byte () Int)
(declare-fun s533_0 () Int)
(assert
 (let (($x324 (= byte (+ (+ 0 (* 4 (+ 0 (* r531_0 1)))) r531_byte))))
 (and (and (>= r531_0 0) (< r531_0 16)) (and (>= r531_byte 0) (< r531_byte 4)) $x324)))
(assert
 (let (($x49496 (= byte (+ (+ 0 (* 4 (+ 12 (* w532_0 1)))) w532_byte))))
 (and (and (>= w532_0 0) (< w532_0 4)) (and (>= w532_byte 0) (< w532_byte 4)) $x49496)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r531_0 1)))) held_byte)))
(assert
 (let (($x41865 (= observed (+ (+ 0 (* 4 (+ 12 (* s533_0 1)))) s533_byte))))
 (and (and (>= s533_0 0) (< s533_0 4)) (and (>= s533_byte 0) (< s533_byte 4)) $x41865)))
(assert
 (let (($x512 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
(or (or false) (not $x512))))
(check-sat)
