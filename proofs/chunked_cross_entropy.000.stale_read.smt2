; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r362_byte () Int)
(declare-fun r362_0 () Int)
(declare-fun byte () Int)
(declare-fun w363_byte () Int)
(declare-fun w363_0 () Int)
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* r362_0 1)))) r362_byte))))
 (and (and (>= r362_0 0) (< r362_0 16)) (and (>= r362_byte 0) (< r362_byte 4)) $x143)))
(assert
 (let (($x338 (= byte (+ (+ 0 (* 4 (+ 0 (* w363_0 1)))) w363_byte))))
 (and (and (>= w363_0 0) (< w363_0 4)) (and (>= w363_byte 0) (< w363_byte 4)) $x338)))
(assert
 (let (($x298 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x298))))
(check-sat)
