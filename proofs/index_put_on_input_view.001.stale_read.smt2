; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r211_byte () Int)
(declare-fun r211_1 () Int)
(declare-fun r211_0 () Int)
(declare-fun byte () Int)
(declare-fun w212_byte () Int)
(declare-fun w212_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s213_byte () Int)
(declare-fun s213_1 () Int)
(declare-fun s213_0 () Int)
(assert
 (let ((?x840 (+ 0 (* 4 (+ 0 (+ (* r211_0 8) (* r211_1 1)))))))
 (and (and (>= r211_0 0) (< r211_0 2)) (and (>= r211_1 0) (< r211_1 8)) (and (>= r211_byte 0) (< r211_byte 4)) (= byte (+ ?x840 r211_byte)))))
(assert
 (let (($x1066 (= byte (+ (+ 0 (* 4 (+ 8 (* w212_0 1)))) w212_byte))))
 (and (and (>= w212_0 0) (< w212_0 8)) (and (>= w212_byte 0) (< w212_byte 4)) $x1066)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x840 (+ 0 (* 4 (+ 0 (+ (* r211_0 8) (* r211_1 1)))))))
 (= observed (+ ?x840 held_byte))))
(assert
 (let ((?x976 (+ 0 (* 4 (+ 0 (+ (* s213_0 8) (* s213_1 1)))))))
 (and (and (>= s213_0 0) (< s213_0 2)) (and (>= s213_1 0) (< s213_1 8)) (and (>= s213_byte 0) (< s213_byte 4)) (= observed (+ ?x976 s213_byte)))))
(assert
 (let (($x135 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x135))))
(check-sat)
