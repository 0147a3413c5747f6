; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r374_byte () Int)
(declare-fun r374_0 () Int)
(declare-fun byte () Int)
(declare-fun w375_byte () Int)
(declare-fun w375_0 () Int)
(assert
 (let (($x785 (= byte (+ (+ 0 (* 4 (+ 0 (* r374_0 1)))) r374_byte))))
 (and (and (>= r374_0 0) (< r374_0 16)) (and (>= r374_byte 0) (< r374_byte 4)) $x785)))
(assert
 (let (($x975 (= byte (+ (+ 0 (* 4 (+ 8 (* w375_0 1)))) w375_byte))))
 (and (and (>= w375_0 0) (< w375_0 4)) (and (>= w375_byte 0) (< w375_byte 4)) $x975)))
(assert
 (let (($x334 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x334))))
(check-sat)
