; program adam_step, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r514_byte () Int)
(declare-fun r514_0 () Int)
(declare-fun byte () Int)
(declare-fun w515_byte () Int)
(declare-fun w515_0 () Int)
(assert
 (let (($x504 (= byte (+ (+ 0 (* 4 (+ 0 (* r514_0 1)))) r514_byte))))
 (and (and (>= r514_0 0) (< r514_0 64)) (and (>= r514_byte 0) (< r514_byte 4)) $x504)))
(assert
 (let (($x534 (= byte (+ (+ 0 (* 4 (+ 0 (* w515_0 1)))) w515_byte))))
 (and (and (>= w515_0 0) (< w515_0 64)) (and (>= w515_byte 0) (< w515_byte 4)) $x534)))
(assert
 (let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x540))))
(check-sat)
