; program rotary_keep_unrotated_copy, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r332_byte () Int)
(declare-fun r332_1 () Int)
(declare-fun r332_0 () Int)
(declare-fun byte () Int)
(declare-fun w333_byte () Int)
(declare-fun w333_1 () Int)
(declare-fun w333_0 () Int)
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* r332_0 8) (* r332_1 1)))))))
 (and (and (>= r332_0 0) (< r332_0 8)) (and (>= r332_1 0) (< r332_1 8)) (and (>= r332_byte 0) (< r332_byte 4)) (= byte (+ ?x245 r332_byte)))))
(assert
 (let ((?x322 (+ 0 (* 4 (+ 0 (+ (* w333_0 8) (* w333_1 1)))))))
 (and (and (>= w333_0 0) (< w333_0 8)) (and (>= w333_1 0) (< w333_1 8)) (and (>= w333_byte 0) (< w333_byte 4)) (= byte (+ ?x322 w333_byte)))))
(assert
 (let (($x949 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1141 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1383 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x1141 $x949)))
(or (or false) (not $x1383))))))
(check-sat)
