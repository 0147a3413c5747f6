; program index_put_on_input_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r216_byte () Int)
(declare-fun r216_1 () Int)
(declare-fun r216_0 () Int)
(declare-fun byte () Int)
(declare-fun w217_byte () Int)
(declare-fun w217_0 () Int)
(assert
 (let ((?x129 (+ 0 (* 4 (+ 0 (+ (* r216_0 8) (* r216_1 1)))))))
 (and (and (>= r216_0 0) (< r216_0 2)) (and (>= r216_1 0) (< r216_1 8)) (and (>= r216_byte 0) (< r216_byte 4)) (= byte (+ ?x129 r216_byte)))))
(assert
 (let (($x174 (= byte (+ (+ 0 (* 4 (+ 8 (* w217_0 1)))) w217_byte))))
 (and (and (>= w217_0 0) (< w217_0 8)) (and (>= w217_byte 0) (< w217_byte 4)) $x174)))
(assert
 (let (($x338 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1191 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1025 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 2) $x1191 $x338)))
(or (or false) (not $x1025))))))
(check-sat)
