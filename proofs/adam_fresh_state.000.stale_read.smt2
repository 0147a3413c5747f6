; program adam_fresh_state, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r567_byte () Int)
(declare-fun r567_0 () Int)
(declare-fun byte () Int)
(declare-fun w568_byte () Int)
(declare-fun w568_0 () Int)
(assert
 (let (($x242 (= byte (+ (+ 0 (* 4 (+ 0 (* r567_0 1)))) r567_byte))))
 (and (and (>= r567_0 0) (< r567_0 64)) (and (>= r567_byte 0) (< r567_byte 4)) $x242)))
(assert
 (let (($x418 (= byte (+ (+ 0 (* 4 (+ 0 (* w568_0 1)))) w568_byte))))
 (and (and (>= w568_0 0) (< w568_0 64)) (and (>= w568_byte 0) (< w568_byte 4)) $x418)))
(assert
 (let (($x300 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x300))))
(check-sat)
