; program adam_fresh_state, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r569_byte () Int)
(declare-fun r569_0 () Int)
(declare-fun byte () Int)
(declare-fun w570_byte () Int)
(declare-fun w570_0 () Int)
(assert
 (let (($x492 (= byte (+ (+ 0 (* 4 (+ 0 (* r569_0 1)))) r569_byte))))
 (and (and (>= r569_0 0) (< r569_0 64)) (and (>= r569_byte 0) (< r569_byte 4)) $x492)))
(assert
 (let (($x502 (= byte (+ (+ 0 (* 4 (+ 0 (* w570_0 1)))) w570_byte))))
 (and (and (>= w570_0 0) (< w570_0 64)) (and (>= w570_byte 0) (< w570_byte 4)) $x502)))
(assert
 (let (($x330 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x330))))
(check-sat)
