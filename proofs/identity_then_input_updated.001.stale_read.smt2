; program identity_then_input_updated, add.self: stale read (end of graph reads arg0_1 vs add self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1118_byte () Int)
(declare-fun r1118_1 () Int)
(declare-fun r1118_0 () Int)
(declare-fun byte () Int)
(declare-fun w1119_byte () Int)
(declare-fun w1119_1 () Int)
(declare-fun w1119_0 () Int)
(assert
 (let ((?x1212 (+ 0 (* 4 (+ 0 (+ (* r1118_0 4) (* r1118_1 1)))))))
 (and (and (>= r1118_0 0) (< r1118_0 4)) (and (>= r1118_1 0) (< r1118_1 4)) (and (>= r1118_byte 0) (< r1118_byte 4)) (= byte (+ ?x1212 r1118_byte)))))
(assert
 (let ((?x1216 (+ 0 (* 4 (+ 0 (+ (* w1119_0 4) (* w1119_1 1)))))))
 (and (and (>= w1119_0 0) (< w1119_0 4)) (and (>= w1119_1 0) (< w1119_1 4)) (and (>= w1119_byte 0) (< w1119_byte 4)) (= byte (+ ?x1216 w1119_byte)))))
(assert
 (let (($x1591 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x734 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x88 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x734 $x1591)))
(or (or false) (not $x88))))))
(check-sat)
