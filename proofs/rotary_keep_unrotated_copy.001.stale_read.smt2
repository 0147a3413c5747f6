; program rotary_keep_unrotated_copy, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r371_byte () Int)
(declare-fun r371_1 () Int)
(declare-fun r371_0 () Int)
(declare-fun byte () Int)
(declare-fun w372_byte () Int)
(declare-fun w372_1 () Int)
(declare-fun w372_0 () Int)
(assert
 (let ((?x493 (+ 0 (* 4 (+ 0 (+ (* r371_0 8) (* r371_1 1)))))))
 (and (and (>= r371_0 0) (< r371_0 8)) (and (>= r371_1 0) (< r371_1 8)) (and (>= r371_byte 0) (< r371_byte 4)) (= byte (+ ?x493 r371_byte)))))
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* w372_0 8) (* w372_1 1)))))))
 (and (and (>= w372_0 0) (< w372_0 8)) (and (>= w372_1 0) (< w372_1 8)) (and (>= w372_byte 0) (< w372_byte 4)) (= byte (+ ?x257 w372_byte)))))
(assert
 (let (($x234 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x299 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x553 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x299 $x234)))
(or (or false) (not $x553))))))
(check-sat)
