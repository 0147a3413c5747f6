; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
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
(declare-fun w211_1 () Int)
(declare-fun w211_0 () Int)
(assert
 (let ((?x46 (+ 0 (* 4 (+ 0 (+ (* r210_0 2) (* r210_1 1)))))))
 (and (and (>= r210_0 0) (< r210_0 4)) (and (>= r210_1 0) (< r210_1 2)) (and (>= r210_byte 0) (< r210_byte 4)) (= byte (+ ?x46 r210_byte)))))
(assert
 (let ((?x187 (+ 0 (* 4 (+ 0 (+ (* w211_0 2) (* w211_1 1)))))))
 (and (and (>= w211_0 0) (< w211_0 3)) (and (>= w211_1 0) (< w211_1 2)) (and (>= w211_byte 0) (< w211_byte 4)) (= byte (+ ?x187 w211_byte)))))
(assert
 (let (($x210 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x149 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x60 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x149 $x210)))
(or (or false) (not $x60))))))
(check-sat)
