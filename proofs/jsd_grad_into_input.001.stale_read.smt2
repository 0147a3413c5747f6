; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r668_byte () Int)
(declare-fun r668_1 () Int)
(declare-fun r668_0 () Int)
(declare-fun byte () Int)
(declare-fun w669_byte () Int)
(declare-fun w669_1 () Int)
(declare-fun w669_0 () Int)
(assert
 (let ((?x959 (+ 0 (* 4 (+ 0 (+ (* r668_0 16) (* r668_1 1)))))))
 (and (and (>= r668_0 0) (< r668_0 4)) (and (>= r668_1 0) (< r668_1 16)) (and (>= r668_byte 0) (< r668_byte 4)) (= byte (+ ?x959 r668_byte)))))
(assert
 (let ((?x358 (+ 0 (* 4 (+ 0 (+ (* w669_0 16) (* w669_1 1)))))))
 (and (and (>= w669_0 0) (< w669_0 4)) (and (>= w669_1 0) (< w669_1 16)) (and (>= w669_byte 0) (< w669_byte 4)) (= byte (+ ?x358 w669_byte)))))
(assert
 (let (($x164 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x367 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x342 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x367 $x164)))
(or (or false) (not $x342))))))
(check-sat)
