; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r270_byte () Int)
(declare-fun r270_1 () Int)
(declare-fun r270_0 () Int)
(declare-fun byte () Int)
(declare-fun w271_byte () Int)
(declare-fun w271_0 () Int)
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r270_0 4) (* r270_1 1)))))))
 (and (and (>= r270_0 0) (< r270_0 2)) (and (>= r270_1 0) (< r270_1 4)) (and (>= r270_byte 0) (< r270_byte 4)) (= byte (+ ?x221 r270_byte)))))
(assert
 (let (($x106 (= byte (+ (+ 0 (* 4 (+ 4 (* w271_0 1)))) w271_byte))))
 (and (and (>= w271_0 0) (< w271_0 4)) (and (>= w271_byte 0) (< w271_byte 4)) $x106)))
(assert
 (let (($x394 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x120 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x956 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x120 $x394)))
(or (or false) (not $x956))))))
(check-sat)
