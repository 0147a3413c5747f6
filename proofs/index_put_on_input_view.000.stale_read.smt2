; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r210_byte () Int)
(declare-fun r210_1 () Int)
(declare-fun r210_0 () Int)
(declare-fun byte () Int)
(declare-fun w211_byte () Int)
(declare-fun w211_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s212_byte () Int)
(declare-fun s212_0 () Int)
(assert
 (let ((?x365 (+ 0 (* 4 (+ 0 (+ (* r210_0 8) (* r210_1 1)))))))
 (and (and (>= r210_0 0) (< r210_0 2)) (and (>= r210_1 0) (< r210_1 8)) (and (>= r210_byte 0) (< r210_byte 4)) (= byte (+ ?x365 r210_byte)))))
(assert
 (let (($x977 (= byte (+ (+ 0 (* 4 (+ 8 (* w211_0 1)))) w211_byte))))
 (and (and (>= w211_0 0) (< w211_0 8)) (and (>= w211_byte 0) (< w211_byte 4)) $x977)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x365 (+ 0 (* 4 (+ 0 (+ (* r210_0 8) (* r210_1 1)))))))
 (= observed (+ ?x365 held_byte))))
(assert
 (let (($x422 (= observed (+ (+ 0 (* 4 (+ 0 (* s212_0 1)))) s212_byte))))
 (and (and (>= s212_0 0) (< s212_0 8)) (and (>= s212_byte 0) (< s212_byte 4)) $x422)))
(assert
 (let (($x1051 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x1051))))
(check-sat)
