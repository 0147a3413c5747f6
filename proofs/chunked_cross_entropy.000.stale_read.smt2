; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r296_byte () Int)
(declare-fun r296_0 () Int)
(declare-fun byte () Int)
(declare-fun w297_byte () Int)
(declare-fun w297_0 () Int)
(assert
 (let (($x286 (= byte (+ (+ 0 (* 4 (+ 0 (* r296_0 1)))) r296_byte))))
 (and (and (>= r296_0 0) (< r296_0 16)) (and (>= r296_byte 0) (< r296_byte 4)) $x286)))
(assert
 (let (($x248 (= byte (+ (+ 0 (* 4 (+ 0 (* w297_0 1)))) w297_byte))))
 (and (and (>= w297_0 0) (< w297_0 4)) (and (>= w297_byte 0) (< w297_byte 4)) $x248)))
(assert
 (let (($x83 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x83))))
(check-sat)
