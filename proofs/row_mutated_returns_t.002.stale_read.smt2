; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r269_byte () Int)
(declare-fun r269_1 () Int)
(declare-fun r269_0 () Int)
(declare-fun byte () Int)
(declare-fun w270_byte () Int)
(declare-fun w270_0 () Int)
(assert
 (let ((?x196 (+ 0 (* 4 (+ 0 (+ (* r269_0 8) (* r269_1 1)))))))
 (and (and (>= r269_0 0) (< r269_0 4)) (and (>= r269_1 0) (< r269_1 8)) (and (>= r269_byte 0) (< r269_byte 4)) (= byte (+ ?x196 r269_byte)))))
(assert
 (let (($x201 (= byte (+ (+ 0 (* 4 (+ 8 (* w270_0 1)))) w270_byte))))
 (and (and (>= w270_0 0) (< w270_0 8)) (and (>= w270_byte 0) (< w270_byte 4)) $x201)))
(assert
 (let (($x194 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x534 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x428 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x534 $x194)))
(or (or false) (not $x428))))))
(check-sat)
