; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r523_byte () Int)
(declare-fun r523_0 () Int)
(declare-fun byte () Int)
(declare-fun w524_byte () Int)
(declare-fun w524_0 () Int)
(assert
 (let (($x578 (= byte (+ (+ 0 (* 4 (+ 0 (* r523_0 1)))) r523_byte))))
 (and (and (>= r523_0 0) (< r523_0 64)) (and (>= r523_byte 0) (< r523_byte 4)) $x578)))
(assert
 (let (($x592 (= byte (+ (+ 0 (* 4 (+ 0 (* w524_0 1)))) w524_byte))))
 (and (and (>= w524_0 0) (< w524_0 64)) (and (>= w524_byte 0) (< w524_byte 4)) $x592)))
(assert
 (let (($x616 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x616))))
(check-sat)
