; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r404_byte () Int)
(declare-fun r404_0 () Int)
(declare-fun byte () Int)
(declare-fun w405_byte () Int)
(declare-fun w405_0 () Int)
(assert
 (let (($x113 (= byte (+ (+ 0 (* 4 (+ 0 (* r404_0 1)))) r404_byte))))
 (and (and (>= r404_0 0) (< r404_0 64)) (and (>= r404_byte 0) (< r404_byte 4)) $x113)))
(assert
 (let (($x861 (= byte (+ (+ 0 (* 4 (+ 0 (* w405_0 1)))) w405_byte))))
 (and (and (>= w405_0 0) (< w405_0 64)) (and (>= w405_byte 0) (< w405_byte 4)) $x861)))
(assert
 (let (($x288 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x288))))
(check-sat)
