; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r417_byte () Int)
(declare-fun r417_0 () Int)
(declare-fun byte () Int)
(declare-fun w418_byte () Int)
(declare-fun w418_0 () Int)
(assert
 (let (($x49674 (= byte (+ (+ 0 (* 4 (+ 0 (* r417_0 1)))) r417_byte))))
 (and (and (>= r417_0 0) (< r417_0 64)) (and (>= r417_byte 0) (< r417_byte 4)) $x49674)))
(assert
 (let (($x45589 (= byte (+ (+ 0 (* 4 (+ 0 (* w418_0 1)))) w418_byte))))
 (and (and (>= w418_0 0) (< w418_0 64)) (and (>= w418_byte 0) (< w418_byte 4)) $x45589)))
(assert
 (let (($x1050 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1050))))
(check-sat)
