; program adam_fresh_state, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r517_byte () Int)
(declare-fun r517_0 () Int)
(declare-fun byte () Int)
(declare-fun w518_byte () Int)
(declare-fun w518_0 () Int)
(assert
 (let (($x425 (= byte (+ (+ 0 (* 4 (+ 0 (* r517_0 1)))) r517_byte))))
 (and (and (>= r517_0 0) (< r517_0 64)) (and (>= r517_byte 0) (< r517_byte 4)) $x425)))
(assert
 (let (($x605 (= byte (+ (+ 0 (* 4 (+ 0 (* w518_0 1)))) w518_byte))))
 (and (and (>= w518_0 0) (< w518_0 64)) (and (>= w518_byte 0) (< w518_byte 4)) $x605)))
(assert
 (let (($x520 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x520))))
(check-sat)
