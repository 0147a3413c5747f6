; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r246_byte () Int)
(declare-fun r246_0 () Int)
(declare-fun byte () Int)
(declare-fun w247_byte () Int)
(declare-fun w247_0 () Int)
(assert
 (let (($x245 (= byte (+ (+ 0 (* 4 (+ 0 (* r246_0 1)))) r246_byte))))
 (and (and (>= r246_0 0) (< r246_0 64)) (and (>= r246_byte 0) (< r246_byte 4)) $x245)))
(assert
 (let (($x255 (= byte (+ (+ 0 (* 4 (+ 0 (* w247_0 1)))) w247_byte))))
 (and (and (>= w247_0 0) (< w247_0 64)) (and (>= w247_byte 0) (< w247_byte 4)) $x255)))
(assert
 (let (($x24 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x24))))
(check-sat)
