; program op_returns_view, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r158_byte () Int)
(declare-fun r158_1 () Int)
(declare-fun r158_0 () Int)
(declare-fun byte () Int)
(declare-fun w159_byte () Int)
(declare-fun w159_1 () Int)
(declare-fun w159_0 () Int)
(assert
 (let ((?x275 (+ 0 (* 4 (+ 0 (+ (* r158_0 8) (* r158_1 1)))))))
 (and (and (>= r158_0 0) (< r158_0 4)) (and (>= r158_1 0) (< r158_1 8)) (and (>= r158_byte 0) (< r158_byte 4)) (= byte (+ ?x275 r158_byte)))))
(assert
 (let ((?x260 (+ 0 (* 4 (+ 0 (+ (* w159_0 8) (* w159_1 1)))))))
 (and (and (>= w159_0 0) (< w159_0 4)) (and (>= w159_1 0) (< w159_1 8)) (and (>= w159_byte 0) (< w159_byte 4)) (= byte (+ ?x260 w159_byte)))))
(assert
 (let (($x117 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x111 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x254 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x111 $x117)))
(or (or false) (not $x254))))))
(check-sat)
