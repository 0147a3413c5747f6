; program scale_input_in_place, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r538_byte () Int)
(declare-fun r538_1 () Int)
(declare-fun r538_0 () Int)
(declare-fun byte () Int)
(declare-fun w539_byte () Int)
(declare-fun w539_1 () Int)
(declare-fun w539_0 () Int)
(assert
 (let ((?x2050 (+ 0 (* 4 (+ 0 (+ (* r538_0 4) (* r538_1 1)))))))
 (and (and (>= r538_0 0) (< r538_0 4)) (and (>= r538_1 0) (< r538_1 4)) (and (>= r538_byte 0) (< r538_byte 4)) (= byte (+ ?x2050 r538_byte)))))
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* w539_0 4) (* w539_1 1)))))))
 (and (and (>= w539_0 0) (< w539_0 4)) (and (>= w539_1 0) (< w539_1 4)) (and (>= w539_byte 0) (< w539_byte 4)) (= byte (+ ?x162 w539_byte)))))
(assert
 (let (($x270 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1192 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x2703 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x1192 $x270)))
(or (or false) (not $x2703))))))
(check-sat)
