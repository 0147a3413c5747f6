; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r268_byte () Int)
(declare-fun r268_1 () Int)
(declare-fun r268_0 () Int)
(declare-fun byte () Int)
(declare-fun w269_byte () Int)
(declare-fun w269_0 () Int)
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* r268_0 4) (* r268_1 1)))))))
 (and (and (>= r268_0 0) (< r268_0 2)) (and (>= r268_1 0) (< r268_1 4)) (and (>= r268_byte 0) (< r268_byte 4)) (= byte (+ ?x24 r268_byte)))))
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 4 (* w269_0 1)))) w269_byte))))
 (and (and (>= w269_0 0) (< w269_0 4)) (and (>= w269_byte 0) (< w269_byte 4)) $x130)))
(assert
 (let (($x838 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x342 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x59 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x342 $x838)))
(or (or false) (not $x59))))))
(check-sat)
