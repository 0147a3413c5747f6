; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r501_byte () Int)
(declare-fun r501_0 () Int)
(declare-fun byte () Int)
(declare-fun w502_byte () Int)
(declare-fun w502_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s503_byte () Int)
(declare-fun s503_0 () Int)
(assert
 (let (($x563 (= byte (+ (+ 0 (* 4 (+ 0 (* r501_0 1)))) r501_byte))))
 (and (and (>= r501_0 0) (< r501_0 16)) (and (>= r501_byte 0) (< r501_byte 4)) $x563)))
(assert
 (let (($x42900 (= byte (+ (+ 0 (* 4 (+ 0 (* w502_0 1)))) w502_byte))))
 (and (and (>= w502_0 0) (< w502_0 4)) (and (>= w502_byte 0) (< w502_byte 4)) $x42900)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r501_0 1)))) held_byte)))
(assert
 (let (($x873 (= observed (+ (+ 0 (* 4 (+ 0 (* s503_0 1)))) s503_byte))))
 (and (and (>= s503_0 0) (< s503_0 4)) (and (>= s503_byte 0) (< s503_byte 4)) $x873)))
(assert
 (let (($x1046 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1046))))
(check-sat)
