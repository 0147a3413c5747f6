; program adam_fresh_state, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r334_byte () Int)
(declare-fun r334_0 () Int)
(declare-fun byte () Int)
(declare-fun w335_byte () Int)
(declare-fun w335_0 () Int)
(assert
 (let (($x861 (= byte (+ (+ 0 (* 4 (+ 0 (* r334_0 1)))) r334_byte))))
 (and (and (>= r334_0 0) (< r334_0 64)) (and (>= r334_byte 0) (< r334_byte 4)) $x861)))
(assert
 (let (($x235 (= byte (+ (+ 0 (* 4 (+ 0 (* w335_0 1)))) w335_byte))))
 (and (and (>= w335_0 0) (< w335_0 64)) (and (>= w335_byte 0) (< w335_byte 4)) $x235)))
(assert
 (let (($x253 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x253))))
(check-sat)
