; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select)
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
(assert
 (let ((?x2253 (+ 0 (* 4 (+ 0 (+ (* r222_0 4) (* r222_1 1)))))))
 (and (and (>= r222_0 0) (< r222_0 2)) (and (>= r222_1 0) (< r222_1 4)) (and (>= r222_byte 0) (< r222_byte 4)) (= byte (+ ?x2253 r222_byte)))))
(assert
 (let (($x298 (= byte (+ (+ 0 (* 4 (+ 4 (* w223_0 1)))) w223_byte))))
 (and (and (>= w223_0 0) (< w223_0 4)) (and (>= w223_byte 0) (< w223_byte 4)) $x298)))
(assert
 (let (($x301 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x290 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x1162 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x290 $x301)))
(or (or false) (not $x1162))))))
(check-sat)
