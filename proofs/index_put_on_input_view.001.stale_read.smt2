; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r213_byte () Int)
(declare-fun r213_1 () Int)
(declare-fun r213_0 () Int)
(declare-fun byte () Int)
(declare-fun w214_byte () Int)
(declare-fun w214_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s215_byte () Int)
(declare-fun s215_1 () Int)
(declare-fun s215_0 () Int)
(assert
 (let ((?x529 (+ 0 (* 4 (+ 0 (+ (* r213_0 8) (* r213_1 1)))))))
 (and (and (>= r213_0 0) (< r213_0 2)) (and (>= r213_1 0) (< r213_1 8)) (and (>= r213_byte 0) (< r213_byte 4)) (= byte (+ ?x529 r213_byte)))))
(assert
 (let (($x951 (= byte (+ (+ 0 (* 4 (+ 8 (* w214_0 1)))) w214_byte))))
 (and (and (>= w214_0 0) (< w214_0 8)) (and (>= w214_byte 0) (< w214_byte 4)) $x951)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x529 (+ 0 (* 4 (+ 0 (+ (* r213_0 8) (* r213_1 1)))))))
 (= observed (+ ?x529 held_byte))))
(assert
 (let ((?x1153 (+ 0 (* 4 (+ 0 (+ (* s215_0 8) (* s215_1 1)))))))
 (and (and (>= s215_0 0) (< s215_0 2)) (and (>= s215_1 0) (< s215_1 8)) (and (>= s215_byte 0) (< s215_byte 4)) (= observed (+ ?x1153 s215_byte)))))
(assert
 (let (($x1051 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x1051))))
(check-sat)
