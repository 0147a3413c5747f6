; program gradients_by_chunk, addmm.self: stale read (end of graph reads arg4_1 vs addmm self=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1068_byte () Int)
(declare-fun r1068_1 () Int)
(declare-fun r1068_0 () Int)
(declare-fun byte () Int)
(declare-fun w1069_byte () Int)
(declare-fun w1069_1 () Int)
(declare-fun w1069_0 () Int)
(assert
 (let ((?x1131 (+ 0 (* 4 (+ 0 (+ (* r1068_0 5) (* r1068_1 1)))))))
 (and (and (>= r1068_0 0) (< r1068_0 6)) (and (>= r1068_1 0) (< r1068_1 5)) (and (>= r1068_byte 0) (< r1068_byte 4)) (= byte (+ ?x1131 r1068_byte)))))
(assert
 (let ((?x1210 (+ 0 (* 4 (+ 0 (+ (* w1069_0 5) (* w1069_1 1)))))))
 (and (and (>= w1069_0 0) (< w1069_0 6)) (and (>= w1069_1 0) (< w1069_1 5)) (and (>= w1069_byte 0) (< w1069_byte 4)) (= byte (+ ?x1210 w1069_byte)))))
(assert
 (let (($x540 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x205 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1569 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x205 $x540)))
(or (or false) (not $x1569))))))
(check-sat)
