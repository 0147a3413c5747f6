; program adam_step, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r408_byte () Int)
(declare-fun r408_0 () Int)
(declare-fun byte () Int)
(declare-fun w409_byte () Int)
(declare-fun w409_0 () Int)
(assert
 (let (($x319 (= byte (+ (+ 0 (* 4 (+ 0 (* r408_0 1)))) r408_byte))))
 (and (and (>= r408_0 0) (< r408_0 64)) (and (>= r408_byte 0) (< r408_byte 4)) $x319)))
(assert
 (let (($x1115 (= byte (+ (+ 0 (* 4 (+ 0 (* w409_0 1)))) w409_byte))))
 (and (and (>= w409_0 0) (< w409_0 64)) (and (>= w409_byte 0) (< w409_byte 4)) $x1115)))
(assert
 (let (($x175 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x175))))
(check-sat)
