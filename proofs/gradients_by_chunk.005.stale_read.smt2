; program gradients_by_chunk, addmm_1.self: stale read (end of graph reads arg4_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1070_byte () Int)
(declare-fun r1070_1 () Int)
(declare-fun r1070_0 () Int)
(declare-fun byte () Int)
(declare-fun w1071_byte () Int)
(declare-fun w1071_1 () Int)
(declare-fun w1071_0 () Int)
(assert
 (let ((?x849 (+ 0 (* 4 (+ 0 (+ (* r1070_0 5) (* r1070_1 1)))))))
 (and (and (>= r1070_0 0) (< r1070_0 6)) (and (>= r1070_1 0) (< r1070_1 5)) (and (>= r1070_byte 0) (< r1070_byte 4)) (= byte (+ ?x849 r1070_byte)))))
(assert
 (let ((?x895 (+ 0 (* 4 (+ 0 (+ (* w1071_0 5) (* w1071_1 1)))))))
 (and (and (>= w1071_0 0) (< w1071_0 6)) (and (>= w1071_1 0) (< w1071_1 5)) (and (>= w1071_byte 0) (< w1071_byte 4)) (= byte (+ ?x895 w1071_byte)))))
(assert
 (let (($x540 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x205 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1569 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x205 $x540)))
(or (or false) (not $x1569))))))
(check-sat)
