; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r368_byte () Int)
(declare-fun r368_1 () Int)
(declare-fun r368_0 () Int)
(declare-fun byte () Int)
(declare-fun w369_byte () Int)
(declare-fun w369_1 () Int)
(declare-fun w369_0 () Int)
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* r368_0 16) (* r368_1 1)))))))
 (and (and (>= r368_0 0) (< r368_0 4)) (and (>= r368_1 0) (< r368_1 16)) (and (>= r368_byte 0) (< r368_byte 4)) (= byte (+ ?x258 r368_byte)))))
(assert
 (let ((?x330 (+ 0 (* 4 (+ 0 (+ (* w369_0 16) (* w369_1 1)))))))
 (and (and (>= w369_0 0) (< w369_0 4)) (and (>= w369_1 0) (< w369_1 16)) (and (>= w369_byte 0) (< w369_byte 4)) (= byte (+ ?x330 w369_byte)))))
(assert
 (let (($x344 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x82 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x307 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x82 $x344)))
(or (or false) (not $x307))))))
(check-sat)
