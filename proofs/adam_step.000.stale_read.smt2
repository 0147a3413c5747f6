; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r460_byte () Int)
(declare-fun r460_0 () Int)
(declare-fun byte () Int)
(declare-fun w461_byte () Int)
(declare-fun w461_0 () Int)
(assert
 (let (($x411 (= byte (+ (+ 0 (* 4 (+ 0 (* r460_0 1)))) r460_byte))))
 (and (and (>= r460_0 0) (< r460_0 64)) (and (>= r460_byte 0) (< r460_byte 4)) $x411)))
(assert
 (let (($x554 (= byte (+ (+ 0 (* 4 (+ 0 (* w461_0 1)))) w461_byte))))
 (and (and (>= w461_0 0) (< w461_0 64)) (and (>= w461_byte 0) (< w461_byte 4)) $x554)))
(assert
 (let (($x637 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x637))))
(check-sat)
