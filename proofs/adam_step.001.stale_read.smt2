; program adam_step, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r298_byte () Int)
(declare-fun r298_0 () Int)
(declare-fun byte () Int)
(declare-fun w299_byte () Int)
(declare-fun w299_0 () Int)
(assert
 (let (($x774 (= byte (+ (+ 0 (* 4 (+ 0 (* r298_0 1)))) r298_byte))))
 (and (and (>= r298_0 0) (< r298_0 64)) (and (>= r298_byte 0) (< r298_byte 4)) $x774)))
(assert
 (let (($x76 (= byte (+ (+ 0 (* 4 (+ 0 (* w299_0 1)))) w299_byte))))
 (and (and (>= w299_0 0) (< w299_0 64)) (and (>= w299_byte 0) (< w299_byte 4)) $x76)))
(assert
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x207))))
(check-sat)
