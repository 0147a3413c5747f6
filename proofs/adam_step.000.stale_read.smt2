; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r296_byte () Int)
(declare-fun r296_0 () Int)
(declare-fun byte () Int)
(declare-fun w297_byte () Int)
(declare-fun w297_0 () Int)
(assert
 (let (($x2101 (= byte (+ (+ 0 (* 4 (+ 0 (* r296_0 1)))) r296_byte))))
 (and (and (>= r296_0 0) (< r296_0 64)) (and (>= r296_byte 0) (< r296_byte 4)) $x2101)))
(assert
 (let (($x1298 (= byte (+ (+ 0 (* 4 (+ 0 (* w297_0 1)))) w297_byte))))
 (and (and (>= w297_0 0) (< w297_0 64)) (and (>= w297_byte 0) (< w297_byte 4)) $x1298)))
(assert
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x207))))
(check-sat)
