; program adam_fresh_state, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r274_byte () Int)
(declare-fun r274_0 () Int)
(declare-fun byte () Int)
(declare-fun w275_byte () Int)
(declare-fun w275_0 () Int)
(assert
 (let (($x311 (= byte (+ (+ 0 (* 4 (+ 0 (* r274_0 1)))) r274_byte))))
 (and (and (>= r274_0 0) (< r274_0 64)) (and (>= r274_byte 0) (< r274_byte 4)) $x311)))
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* w275_0 1)))) w275_byte))))
 (and (and (>= w275_0 0) (< w275_0 64)) (and (>= w275_byte 0) (< w275_byte 4)) $x54)))
(assert
 (let (($x181 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x181))))
(check-sat)
