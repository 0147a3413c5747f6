; program adam_step, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r242_byte () Int)
(declare-fun r242_0 () Int)
(declare-fun byte () Int)
(declare-fun w243_byte () Int)
(declare-fun w243_0 () Int)
(assert
 (let (($x256 (= byte (+ (+ 0 (* 4 (+ 0 (* r242_0 1)))) r242_byte))))
 (and (and (>= r242_0 0) (< r242_0 64)) (and (>= r242_byte 0) (< r242_byte 4)) $x256)))
(assert
 (let (($x83 (= byte (+ (+ 0 (* 4 (+ 0 (* w243_0 1)))) w243_byte))))
 (and (and (>= w243_0 0) (< w243_0 64)) (and (>= w243_byte 0) (< w243_byte 4)) $x83)))
(assert
 (let (($x284 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x284))))
(check-sat)
