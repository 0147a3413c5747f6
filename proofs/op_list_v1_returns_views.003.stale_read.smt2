; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r283_byte () Int)
(declare-fun r283_1 () Int)
(declare-fun r283_0 () Int)
(declare-fun byte () Int)
(declare-fun w284_byte () Int)
(declare-fun w284_0 () Int)
(assert
 (let ((?x108 (+ 0 (* 4 (+ 0 (+ (* r283_0 4) (* r283_1 1)))))))
 (and (and (>= r283_0 0) (< r283_0 2)) (and (>= r283_1 0) (< r283_1 4)) (and (>= r283_byte 0) (< r283_byte 4)) (= byte (+ ?x108 r283_byte)))))
(assert
 (let (($x152 (= byte (+ (+ 0 (* 4 (+ 4 (* w284_0 1)))) w284_byte))))
 (and (and (>= w284_0 0) (< w284_0 4)) (and (>= w284_byte 0) (< w284_byte 4)) $x152)))
(assert
 (let (($x65 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x498 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x109 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x498 $x65)))
(or (or false) (not $x109))))))
(check-sat)
