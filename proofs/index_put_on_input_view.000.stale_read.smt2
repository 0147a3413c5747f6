; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r208_byte () Int)
(declare-fun r208_1 () Int)
(declare-fun r208_0 () Int)
(declare-fun byte () Int)
(declare-fun w209_byte () Int)
(declare-fun w209_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s210_byte () Int)
(declare-fun s210_0 () Int)
(assert
 (let ((?x69 (+ 0 (* 4 (+ 0 (+ (* r208_0 8) (* r208_1 1)))))))
 (and (and (>= r208_0 0) (< r208_0 2)) (and (>= r208_1 0) (< r208_1 8)) (and (>= r208_byte 0) (< r208_byte 4)) (= byte (+ ?x69 r208_byte)))))
(assert
 (let (($x869 (= byte (+ (+ 0 (* 4 (+ 8 (* w209_0 1)))) w209_byte))))
 (and (and (>= w209_0 0) (< w209_0 8)) (and (>= w209_byte 0) (< w209_byte 4)) $x869)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x69 (+ 0 (* 4 (+ 0 (+ (* r208_0 8) (* r208_1 1)))))))
 (= observed (+ ?x69 held_byte))))
(assert
 (let (($x355 (= observed (+ (+ 0 (* 4 (+ 0 (* s210_0 1)))) s210_byte))))
 (and (and (>= s210_0 0) (< s210_0 8)) (and (>= s210_byte 0) (< s210_byte 4)) $x355)))
(assert
 (let (($x135 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x135))))
(check-sat)
