; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select, carried then sizes=(8) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r222_byte () Int)
(declare-fun r222_1 () Int)
(declare-fun r222_0 () Int)
(declare-fun byte () Int)
(declare-fun w223_byte () Int)
(declare-fun w223_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s224_byte () Int)
(declare-fun s224_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s225_byte () Int)
(declare-fun s225_0 () Int)
(assert
 (let ((?x373 (+ 0 (* 4 (+ 0 (+ (* r222_0 8) (* r222_1 1)))))))
 (and (and (>= r222_0 0) (< r222_0 2)) (and (>= r222_1 0) (< r222_1 8)) (and (>= r222_byte 0) (< r222_byte 4)) (= byte (+ ?x373 r222_byte)))))
(assert
 (let (($x120 (= byte (+ (+ 0 (* 4 (+ 8 (* w223_0 1)))) w223_byte))))
 (and (and (>= w223_0 0) (< w223_0 8)) (and (>= w223_byte 0) (< w223_byte 4)) $x120)))
(assert
 (let (($x476 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x476))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x373 (+ 0 (* 4 (+ 0 (+ (* r222_0 8) (* r222_1 1)))))))
 (= carried0 (+ ?x373 held_byte0))))
(assert
 (let (($x407 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s224_0 1)))) s224_byte))))
 (and (and (>= s224_0 0) (< s224_0 8)) (and (>= s224_byte 0) (< s224_byte 4)) $x407)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s224_0 1)))) held_byte1)))
(assert
 (let (($x243 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s225_0 1)))) s225_byte))))
(and (and (>= s225_0 0) (< s225_0 8)) (and (>= s225_byte 0) (< s225_byte 4)) $x243)))
(check-sat)
