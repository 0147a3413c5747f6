; program scale_input_in_place, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1060_byte () Int)
(declare-fun r1060_1 () Int)
(declare-fun r1060_0 () Int)
(declare-fun byte () Int)
(declare-fun w1061_byte () Int)
(declare-fun w1061_1 () Int)
(declare-fun w1061_0 () Int)
(assert
 (let ((?x718 (+ 0 (* 4 (+ 0 (+ (* r1060_0 4) (* r1060_1 1)))))))
 (and (and (>= r1060_0 0) (< r1060_0 4)) (and (>= r1060_1 0) (< r1060_1 4)) (and (>= r1060_byte 0) (< r1060_byte 4)) (= byte (+ ?x718 r1060_byte)))))
(assert
 (let ((?x1278 (+ 0 (* 4 (+ 0 (+ (* w1061_0 4) (* w1061_1 1)))))))
 (and (and (>= w1061_0 0) (< w1061_0 4)) (and (>= w1061_1 0) (< w1061_1 4)) (and (>= w1061_byte 0) (< w1061_byte 4)) (= byte (+ ?x1278 w1061_byte)))))
(assert
 (let (($x102 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x465 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x706 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x465 $x102)))
(or (or false) (not $x706))))))
(check-sat)
