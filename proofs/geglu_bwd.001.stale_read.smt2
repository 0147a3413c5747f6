; program geglu_bwd, triton_kernel_wrapper_functional_proxy.b: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy b=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r944_byte () Int)
(declare-fun r944_1 () Int)
(declare-fun r944_0 () Int)
(declare-fun byte () Int)
(declare-fun w945_byte () Int)
(declare-fun w945_1 () Int)
(declare-fun w945_0 () Int)
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* r944_0 16) (* r944_1 1)))))))
 (and (and (>= r944_0 0) (< r944_0 4)) (and (>= r944_1 0) (< r944_1 16)) (and (>= r944_byte 0) (< r944_byte 4)) (= byte (+ ?x279 r944_byte)))))
(assert
 (let ((?x550 (+ 0 (* 4 (+ 0 (+ (* w945_0 16) (* w945_1 1)))))))
 (and (and (>= w945_0 0) (< w945_0 4)) (and (>= w945_1 0) (< w945_1 16)) (and (>= w945_byte 0) (< w945_byte 4)) (= byte (+ ?x550 w945_byte)))))
(assert
 (let (($x796 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x406 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x219 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x406 $x796)))
(or (or false) (not $x219))))))
(check-sat)
