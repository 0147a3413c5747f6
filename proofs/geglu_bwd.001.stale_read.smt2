; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r472_byte () Int)
(declare-fun r472_1 () Int)
(declare-fun r472_0 () Int)
(declare-fun byte () Int)
(declare-fun w473_byte () Int)
(declare-fun w473_1 () Int)
(declare-fun w473_0 () Int)
(assert
 (let ((?x973 (+ 0 (* 4 (+ 0 (+ (* r472_0 16) (* r472_1 1)))))))
 (and (and (>= r472_0 0) (< r472_0 4)) (and (>= r472_1 0) (< r472_1 16)) (and (>= r472_byte 0) (< r472_byte 4)) (= byte (+ ?x973 r472_byte)))))
(assert
 (let ((?x2695 (+ 0 (* 4 (+ 0 (+ (* w473_0 16) (* w473_1 1)))))))
 (and (and (>= w473_0 0) (< w473_0 4)) (and (>= w473_1 0) (< w473_1 16)) (and (>= w473_byte 0) (< w473_byte 4)) (= byte (+ ?x2695 w473_byte)))))
(assert
 (let (($x275 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x758 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x758 $x275)))
(or (or false) (not $x291))))))
(check-sat)
