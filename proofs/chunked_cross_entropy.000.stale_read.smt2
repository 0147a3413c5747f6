; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r557_byte () Int)
(declare-fun r557_0 () Int)
(declare-fun byte () Int)
(declare-fun w558_byte () Int)
(declare-fun w558_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s559_byte () Int)
(declare-fun s559_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s560_byte () Int)
(declare-fun s560_0 () Int)
(assert
 (let (($x421 (= byte (+ (+ 0 (* 4 (+ 0 (* r557_0 1)))) r557_byte))))
 (and (and (>= r557_0 0) (< r557_0 16)) (and (>= r557_byte 0) (< r557_byte 4)) $x421)))
(assert
 (let (($x159 (= byte (+ (+ 0 (* 4 (+ 0 (* w558_0 1)))) w558_byte))))
 (and (and (>= w558_0 0) (< w558_0 4)) (and (>= w558_byte 0) (< w558_byte 4)) $x159)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r557_0 1)))) held_byte0)))
(assert
 (let (($x194 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s559_0 1)))) s559_byte))))
 (and (and (>= s559_0 0) (< s559_0 16)) (and (>= s559_byte 0) (< s559_byte 4)) $x194)))
(assert
 (let (($x425 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x425)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s559_0 1)))) held_byte1)))
(assert
 (let (($x215 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s560_0 1)))) s560_byte))))
(and (and (>= s560_0 0) (< s560_0 4)) (and (>= s560_byte 0) (< s560_byte 4)) $x215)))
(check-sat)
