; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r366_byte () Int)
(declare-fun r366_1 () Int)
(declare-fun r366_0 () Int)
(declare-fun byte () Int)
(declare-fun w367_byte () Int)
(declare-fun w367_1 () Int)
(declare-fun w367_0 () Int)
(assert
 (let ((?x181 (+ 0 (* 4 (+ 0 (+ (* r366_0 16) (* r366_1 1)))))))
 (and (and (>= r366_0 0) (< r366_0 4)) (and (>= r366_1 0) (< r366_1 16)) (and (>= r366_byte 0) (< r366_byte 4)) (= byte (+ ?x181 r366_byte)))))
(assert
 (let ((?x199 (+ 0 (* 4 (+ 0 (+ (* w367_0 16) (* w367_1 1)))))))
 (and (and (>= w367_0 0) (< w367_0 4)) (and (>= w367_1 0) (< w367_1 16)) (and (>= w367_byte 0) (< w367_byte 4)) (= byte (+ ?x199 w367_byte)))))
(assert
 (let (($x309 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x320 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x122 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x320 $x309)))
(or (or false) (not $x122))))))
(check-sat)
