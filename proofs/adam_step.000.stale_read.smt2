; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r236_byte () Int)
(declare-fun r236_0 () Int)
(declare-fun byte () Int)
(declare-fun w237_byte () Int)
(declare-fun w237_0 () Int)
(assert
 (let (($x65 (= byte (+ (+ 0 (* 4 (+ 0 (* r236_0 1)))) r236_byte))))
 (and (and (>= r236_0 0) (< r236_0 64)) (and (>= r236_byte 0) (< r236_byte 4)) $x65)))
(assert
 (let (($x256 (= byte (+ (+ 0 (* 4 (+ 0 (* w237_0 1)))) w237_byte))))
 (and (and (>= w237_0 0) (< w237_0 64)) (and (>= w237_byte 0) (< w237_byte 4)) $x256)))
(assert
 (let (($x170 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x170))))
(check-sat)
