; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r226_byte () Int)
(declare-fun r226_1 () Int)
(declare-fun r226_0 () Int)
(declare-fun byte () Int)
(declare-fun w227_byte () Int)
(declare-fun w227_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s228_byte () Int)
(declare-fun s228_1 () Int)
(declare-fun s228_0 () Int)
(assert
 (let ((?x392 (+ 0 (* 4 (+ 0 (+ (* r226_0 8) (* r226_1 1)))))))
 (and (and (>= r226_0 0) (< r226_0 2)) (and (>= r226_1 0) (< r226_1 8)) (and (>= r226_byte 0) (< r226_byte 4)) (= byte (+ ?x392 r226_byte)))))
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 8 (* w227_0 1)))) w227_byte))))
 (and (and (>= w227_0 0) (< w227_0 8)) (and (>= w227_byte 0) (< w227_byte 4)) $x108)))
(assert
 (let (($x476 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x476))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x392 (+ 0 (* 4 (+ 0 (+ (* r226_0 8) (* r226_1 1)))))))
 (= carried0 (+ ?x392 held_byte0))))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* s228_0 8) (* s228_1 1)))))))
(and (and (>= s228_0 0) (< s228_0 2)) (and (>= s228_1 0) (< s228_1 8)) (and (>= s228_byte 0) (< s228_byte 4)) (= carried0 (+ ?x82 s228_byte)))))
(check-sat)
