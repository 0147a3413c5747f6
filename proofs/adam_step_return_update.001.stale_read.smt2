; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r469_byte () Int)
(declare-fun r469_0 () Int)
(declare-fun byte () Int)
(declare-fun w470_byte () Int)
(declare-fun w470_0 () Int)
(assert
 (let (($x121 (= byte (+ (+ 0 (* 4 (+ 0 (* r469_0 1)))) r469_byte))))
 (and (and (>= r469_0 0) (< r469_0 64)) (and (>= r469_byte 0) (< r469_byte 4)) $x121)))
(assert
 (let (($x416 (= byte (+ (+ 0 (* 4 (+ 0 (* w470_0 1)))) w470_byte))))
 (and (and (>= w470_0 0) (< w470_0 64)) (and (>= w470_byte 0) (< w470_byte 4)) $x416)))
(assert
 (let (($x176 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x176))))
(check-sat)
