; program returns_select, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
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
(declare-fun w155_1 () Int)
(declare-fun w155_0 () Int)
(assert
 (let ((?x192 (+ 0 (* 4 (+ 0 (+ (* r154_0 8) (* r154_1 1)))))))
 (and (and (>= r154_0 0) (< r154_0 4)) (and (>= r154_1 0) (< r154_1 8)) (and (>= r154_byte 0) (< r154_byte 4)) (= byte (+ ?x192 r154_byte)))))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* w155_0 8) (* w155_1 1)))))))
 (and (and (>= w155_0 0) (< w155_0 4)) (and (>= w155_1 0) (< w155_1 8)) (and (>= w155_byte 0) (< w155_byte 4)) (= byte (+ ?x82 w155_byte)))))
(assert
 (let (($x33 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x198 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x130 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x198 $x33)))
(or (or false) (not $x130))))))
(check-sat)
