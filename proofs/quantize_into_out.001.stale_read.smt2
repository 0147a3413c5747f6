; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r392_byte () Int)
(declare-fun r392_0 () Int)
(declare-fun byte () Int)
(declare-fun w393_byte () Int)
(declare-fun w393_0 () Int)
(assert
 (let (($x127 (= byte (+ (+ 0 (* 4 (+ 0 (* r392_0 1)))) r392_byte))))
 (and (and (>= r392_0 0) (< r392_0 8)) (and (>= r392_byte 0) (< r392_byte 4)) $x127)))
(assert
 (let (($x204 (= byte (+ (+ 0 (* 4 (+ 0 (* w393_0 1)))) w393_byte))))
 (and (and (>= w393_0 0) (< w393_0 8)) (and (>= w393_byte 0) (< w393_byte 4)) $x204)))
(assert
 (let (($x2103 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x2103))))
(check-sat)
