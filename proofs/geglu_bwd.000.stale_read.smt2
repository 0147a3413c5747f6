; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r942_byte () Int)
(declare-fun r942_1 () Int)
(declare-fun r942_0 () Int)
(declare-fun byte () Int)
(declare-fun w943_byte () Int)
(declare-fun w943_1 () Int)
(declare-fun w943_0 () Int)
(assert
 (let ((?x226 (+ 0 (* 4 (+ 0 (+ (* r942_0 16) (* r942_1 1)))))))
 (and (and (>= r942_0 0) (< r942_0 4)) (and (>= r942_1 0) (< r942_1 16)) (and (>= r942_byte 0) (< r942_byte 4)) (= byte (+ ?x226 r942_byte)))))
(assert
 (let ((?x273 (+ 0 (* 4 (+ 0 (+ (* w943_0 16) (* w943_1 1)))))))
 (and (and (>= w943_0 0) (< w943_0 4)) (and (>= w943_1 0) (< w943_1 16)) (and (>= w943_byte 0) (< w943_byte 4)) (= byte (+ ?x273 w943_byte)))))
(assert
 (let (($x796 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x406 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x406 $x796)))
(or (or false) (not $x219))))))
(check-sat)
