; program other_user_before, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r2_byte () Int)
(declare-fun r2_0 () Int)
(declare-fun byte () Int)
(declare-fun w3_byte () Int)
(declare-fun w3_0 () Int)
(assert
 (let (($x116 (= byte (+ (+ 0 (* 4 (+ 0 (* r2_0 1)))) r2_byte))))
 (and (and (>= r2_0 0) (< r2_0 16)) (and (>= r2_byte 0) (< r2_byte 4)) $x116)))
(assert
 (let (($x113 (= byte (+ (+ 0 (* 4 (+ 0 (* w3_0 1)))) w3_byte))))
 (and (and (>= w3_0 0) (< w3_0 16)) (and (>= w3_byte 0) (< w3_byte 4)) $x113)))
(assert
 (let (($x71 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x71))))
(check-sat)
