; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r652_byte () Int)
(declare-fun r652_1 () Int)
(declare-fun r652_0 () Int)
(declare-fun byte () Int)
(declare-fun w653_byte () Int)
(declare-fun w653_1 () Int)
(declare-fun w653_0 () Int)
(assert
 (let ((?x49673 (+ 0 (* 4 (+ 0 (+ (* r652_0 16) (* r652_1 1)))))))
 (and (and (>= r652_0 0) (< r652_0 4)) (and (>= r652_1 0) (< r652_1 16)) (and (>= r652_byte 0) (< r652_byte 4)) (= byte (+ ?x49673 r652_byte)))))
(assert
 (let ((?x1708 (+ 0 (* 4 (+ 0 (+ (* w653_0 16) (* w653_1 1)))))))
 (and (and (>= w653_0 0) (< w653_0 4)) (and (>= w653_1 0) (< w653_1 16)) (and (>= w653_byte 0) (< w653_byte 4)) (= byte (+ ?x1708 w653_byte)))))
(assert
 (let (($x964 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x85 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1658 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x85 $x964)))
(or (or false) (not $x1658))))))
(check-sat)
