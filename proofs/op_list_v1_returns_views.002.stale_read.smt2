; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r168_byte () Int)
(declare-fun r168_1 () Int)
(declare-fun r168_0 () Int)
(declare-fun byte () Int)
(declare-fun w169_byte () Int)
(declare-fun w169_0 () Int)
(assert
 (let ((?x230 (+ 0 (* 4 (+ 0 (+ (* r168_0 4) (* r168_1 1)))))))
 (and (and (>= r168_0 0) (< r168_0 2)) (and (>= r168_1 0) (< r168_1 4)) (and (>= r168_byte 0) (< r168_byte 4)) (= byte (+ ?x230 r168_byte)))))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 4 (* w169_0 1)))) w169_byte))))
 (and (and (>= w169_0 0) (< w169_0 4)) (and (>= w169_byte 0) (< w169_byte 4)) $x42)))
(assert
 (let (($x321 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x99 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x248 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x99 $x321)))
(or (or false) (not $x248))))))
(check-sat)
