; program adam_step, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r300_byte () Int)
(declare-fun r300_0 () Int)
(declare-fun byte () Int)
(declare-fun w301_byte () Int)
(declare-fun w301_0 () Int)
(assert
 (let (($x96 (= byte (+ (+ 0 (* 4 (+ 0 (* r300_0 1)))) r300_byte))))
 (and (and (>= r300_0 0) (< r300_0 64)) (and (>= r300_byte 0) (< r300_byte 4)) $x96)))
(assert
 (let (($x2211 (= byte (+ (+ 0 (* 4 (+ 0 (* w301_0 1)))) w301_byte))))
 (and (and (>= w301_0 0) (< w301_0 64)) (and (>= w301_byte 0) (< w301_byte 4)) $x2211)))
(assert
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x207))))
(check-sat)
