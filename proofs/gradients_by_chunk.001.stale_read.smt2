; program gradients_by_chunk, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1065_byte () Int)
(declare-fun r1065_1 () Int)
(declare-fun r1065_0 () Int)
(declare-fun byte () Int)
(declare-fun w1066_byte () Int)
(declare-fun w1066_1 () Int)
(declare-fun w1066_0 () Int)
(assert
 (let ((?x1247 (+ 0 (* 4 (+ 0 (+ (* r1065_0 5) (* r1065_1 1)))))))
 (and (and (>= r1065_0 0) (< r1065_0 8)) (and (>= r1065_1 0) (< r1065_1 5)) (and (>= r1065_byte 0) (< r1065_byte 4)) (= byte (+ ?x1247 r1065_byte)))))
(assert
 (let ((?x1314 (+ 0 (* 4 (+ 0 (+ (* w1066_0 5) (* w1066_1 1)))))))
 (and (and (>= w1066_0 0) (< w1066_0 4)) (and (>= w1066_1 0) (< w1066_1 5)) (and (>= w1066_byte 0) (< w1066_byte 4)) (= byte (+ ?x1314 w1066_byte)))))
(assert
 (let (($x848 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x320 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1164 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x320 $x848)))
(or (or false) (not $x1164))))))
(check-sat)
