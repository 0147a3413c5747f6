; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r869_byte () Int)
(declare-fun r869_0 () Int)
(declare-fun byte () Int)
(declare-fun w870_byte () Int)
(declare-fun w870_0 () Int)
(assert
 (let (($x193 (= byte (+ (+ 0 (* 4 (+ 0 (* r869_0 1)))) r869_byte))))
 (and (and (>= r869_0 0) (< r869_0 8)) (and (>= r869_byte 0) (< r869_byte 4)) $x193)))
(assert
 (let (($x469 (= byte (+ (+ 0 (* 4 (+ 0 (* w870_0 1)))) w870_byte))))
 (and (and (>= w870_0 0) (< w870_0 8)) (and (>= w870_byte 0) (< w870_byte 4)) $x469)))
(assert
 (let (($x326 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x326))))
(check-sat)
