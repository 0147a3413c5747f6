; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r154_byte () Int)
(declare-fun r154_1 () Int)
(declare-fun r154_0 () Int)
(declare-fun byte () Int)
(declare-fun w155_byte () Int)
(declare-fun w155_0 () Int)
(assert
 (let ((?x157 (+ 0 (* 4 (+ 0 (+ (* r154_0 8) (* r154_1 1)))))))
 (and (and (>= r154_0 0) (< r154_0 4)) (and (>= r154_1 0) (< r154_1 8)) (and (>= r154_byte 0) (< r154_byte 4)) (= byte (+ ?x157 r154_byte)))))
(assert
 (let (($x285 (= byte (+ (+ 0 (* 4 (+ 8 (* w155_0 1)))) w155_byte))))
 (and (and (>= w155_0 0) (< w155_0 8)) (and (>= w155_byte 0) (< w155_byte 4)) $x285)))
(assert
 (let (($x196 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x196))))
(check-sat)
