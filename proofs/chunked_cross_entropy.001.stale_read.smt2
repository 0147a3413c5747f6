; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r364_byte () Int)
(declare-fun r364_0 () Int)
(declare-fun byte () Int)
(declare-fun w365_byte () Int)
(declare-fun w365_0 () Int)
(assert
 (let (($x300 (= byte (+ (+ 0 (* 4 (+ 0 (* r364_0 1)))) r364_byte))))
 (and (and (>= r364_0 0) (< r364_0 16)) (and (>= r364_byte 0) (< r364_byte 4)) $x300)))
(assert
 (let (($x1282 (= byte (+ (+ 0 (* 4 (+ 0 (* w365_0 1)))) w365_byte))))
 (and (and (>= w365_0 0) (< w365_0 4)) (and (>= w365_byte 0) (< w365_byte 4)) $x1282)))
(assert
 (let (($x334 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x334))))
(check-sat)
