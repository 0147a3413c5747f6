; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r220_byte () Int)
(declare-fun r220_1 () Int)
(declare-fun r220_0 () Int)
(declare-fun byte () Int)
(declare-fun w221_byte () Int)
(declare-fun w221_0 () Int)
(assert
 (let ((?x388 (+ 0 (* 4 (+ 0 (+ (* r220_0 4) (* r220_1 1)))))))
 (and (and (>= r220_0 0) (< r220_0 2)) (and (>= r220_1 0) (< r220_1 4)) (and (>= r220_byte 0) (< r220_byte 4)) (= byte (+ ?x388 r220_byte)))))
(assert
 (let (($x2688 (= byte (+ (+ 0 (* 4 (+ 4 (* w221_0 1)))) w221_byte))))
 (and (and (>= w221_0 0) (< w221_0 4)) (and (>= w221_byte 0) (< w221_byte 4)) $x2688)))
(assert
 (let (($x2017 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x2017))))
(check-sat)
