; program scale_input_in_place, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r737_byte () Int)
(declare-fun r737_1 () Int)
(declare-fun r737_0 () Int)
(declare-fun byte () Int)
(declare-fun w738_byte () Int)
(declare-fun w738_1 () Int)
(declare-fun w738_0 () Int)
(assert
 (let ((?x432 (+ 0 (* 4 (+ 0 (+ (* r737_0 4) (* r737_1 1)))))))
 (and (and (>= r737_0 0) (< r737_0 4)) (and (>= r737_1 0) (< r737_1 4)) (and (>= r737_byte 0) (< r737_byte 4)) (= byte (+ ?x432 r737_byte)))))
(assert
 (let ((?x406 (+ 0 (* 4 (+ 0 (+ (* w738_0 4) (* w738_1 1)))))))
 (and (and (>= w738_0 0) (< w738_0 4)) (and (>= w738_1 0) (< w738_1 4)) (and (>= w738_byte 0) (< w738_byte 4)) (= byte (+ ?x406 w738_byte)))))
(assert
 (let (($x353 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x3619 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x49449 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x3619 $x353)))
(or (or false) (not $x49449))))))
(check-sat)
