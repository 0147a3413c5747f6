; program adam_step_return_update, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r471_byte () Int)
(declare-fun r471_0 () Int)
(declare-fun byte () Int)
(declare-fun w472_byte () Int)
(declare-fun w472_0 () Int)
(assert
 (let (($x33 (= byte (+ (+ 0 (* 4 (+ 0 (* r471_0 1)))) r471_byte))))
 (and (and (>= r471_0 0) (< r471_0 64)) (and (>= r471_byte 0) (< r471_byte 4)) $x33)))
(assert
 (let (($x484 (= byte (+ (+ 0 (* 4 (+ 0 (* w472_0 1)))) w472_byte))))
 (and (and (>= w472_0 0) (< w472_0 64)) (and (>= w472_byte 0) (< w472_byte 4)) $x484)))
(assert
 (let (($x176 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x176))))
(check-sat)
