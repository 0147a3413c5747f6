; program adam_fresh_state, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r458_byte () Int)
(declare-fun r458_0 () Int)
(declare-fun byte () Int)
(declare-fun w459_byte () Int)
(declare-fun w459_0 () Int)
(assert
 (let (($x136 (= byte (+ (+ 0 (* 4 (+ 0 (* r458_0 1)))) r458_byte))))
 (and (and (>= r458_0 0) (< r458_0 64)) (and (>= r458_byte 0) (< r458_byte 4)) $x136)))
(assert
 (let (($x1042 (= byte (+ (+ 0 (* 4 (+ 0 (* w459_0 1)))) w459_byte))))
 (and (and (>= w459_0 0) (< w459_0 64)) (and (>= w459_byte 0) (< w459_byte 4)) $x1042)))
(assert
 (let (($x362 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x362))))
(check-sat)
