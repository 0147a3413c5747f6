; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r18_byte () Int)
(declare-fun r18_0 () Int)
(declare-fun byte () Int)
(declare-fun w19_byte () Int)
(declare-fun w19_0 () Int)
(assert
 (let (($x119 (= byte (+ (+ 0 (* 4 (+ 0 (* r18_0 1)))) r18_byte))))
 (and (and (>= r18_0 0) (< r18_0 16)) (and (>= r18_byte 0) (< r18_byte 4)) $x119)))
(assert
 (let (($x171 (= byte (+ (+ 0 (* 4 (+ 0 (* w19_0 1)))) w19_byte))))
 (and (and (>= w19_0 0) (< w19_0 16)) (and (>= w19_byte 0) (< w19_byte 4)) $x171)))
(assert
 (let (($x124 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x124))))
(check-sat)
