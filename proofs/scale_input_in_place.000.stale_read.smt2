; program scale_input_in_place, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1110_byte () Int)
(declare-fun r1110_1 () Int)
(declare-fun r1110_0 () Int)
(declare-fun byte () Int)
(declare-fun w1111_byte () Int)
(declare-fun w1111_1 () Int)
(declare-fun w1111_0 () Int)
(assert
 (let ((?x888 (+ 0 (* 4 (+ 0 (+ (* r1110_0 4) (* r1110_1 1)))))))
 (and (and (>= r1110_0 0) (< r1110_0 4)) (and (>= r1110_1 0) (< r1110_1 4)) (and (>= r1110_byte 0) (< r1110_byte 4)) (= byte (+ ?x888 r1110_byte)))))
(assert
 (let ((?x521 (+ 0 (* 4 (+ 0 (+ (* w1111_0 4) (* w1111_1 1)))))))
 (and (and (>= w1111_0 0) (< w1111_0 4)) (and (>= w1111_1 0) (< w1111_1 4)) (and (>= w1111_byte 0) (< w1111_byte 4)) (= byte (+ ?x521 w1111_byte)))))
(assert
 (let (($x1485 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1075 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x1216 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x1075 $x1485)))
(or (or false) (not $x1216))))))
(check-sat)
