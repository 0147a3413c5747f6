; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r546_byte () Int)
(declare-fun r546_0 () Int)
(declare-fun byte () Int)
(declare-fun w547_byte () Int)
(declare-fun w547_0 () Int)
(assert
 (let (($x1142 (= byte (+ (+ 0 (* 4 (+ 0 (* r546_0 1)))) r546_byte))))
 (and (and (>= r546_0 0) (< r546_0 8)) (and (>= r546_byte 0) (< r546_byte 4)) $x1142)))
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 0 (* w547_0 1)))) w547_byte))))
 (and (and (>= w547_0 0) (< w547_0 8)) (and (>= w547_byte 0) (< w547_byte 4)) $x108)))
(assert
 (let (($x1173 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1173))))
(check-sat)
