; program geglu_bwd, triton_kernel_wrapper_functional_proxy.a: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy a=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r996_byte () Int)
(declare-fun r996_1 () Int)
(declare-fun r996_0 () Int)
(declare-fun byte () Int)
(declare-fun w997_byte () Int)
(declare-fun w997_1 () Int)
(declare-fun w997_0 () Int)
(assert
 (let ((?x232 (+ 0 (* 4 (+ 0 (+ (* r996_0 16) (* r996_1 1)))))))
 (and (and (>= r996_0 0) (< r996_0 4)) (and (>= r996_1 0) (< r996_1 16)) (and (>= r996_byte 0) (< r996_byte 4)) (= byte (+ ?x232 r996_byte)))))
(assert
 (let ((?x823 (+ 0 (* 4 (+ 0 (+ (* w997_0 16) (* w997_1 1)))))))
 (and (and (>= w997_0 0) (< w997_0 4)) (and (>= w997_1 0) (< w997_1 16)) (and (>= w997_byte 0) (< w997_byte 4)) (= byte (+ ?x823 w997_byte)))))
(assert
 (let (($x650 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x413 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x694 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x413 $x650)))
(or (or false) (not $x694))))))
(check-sat)
