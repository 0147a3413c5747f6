; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r415_byte () Int)
(declare-fun r415_0 () Int)
(declare-fun byte () Int)
(declare-fun w416_byte () Int)
(declare-fun w416_0 () Int)
(assert
 (let (($x49456 (= byte (+ (+ 0 (* 4 (+ 0 (* r415_0 1)))) r415_byte))))
 (and (and (>= r415_0 0) (< r415_0 64)) (and (>= r415_byte 0) (< r415_byte 4)) $x49456)))
(assert
 (let (($x216 (= byte (+ (+ 0 (* 4 (+ 0 (* w416_0 1)))) w416_byte))))
 (and (and (>= w416_0 0) (< w416_0 64)) (and (>= w416_byte 0) (< w416_byte 4)) $x216)))
(assert
 (let (($x1050 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1050))))
(check-sat)
