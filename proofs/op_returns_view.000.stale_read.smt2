; program op_returns_view, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r271_byte () Int)
(declare-fun r271_1 () Int)
(declare-fun r271_0 () Int)
(declare-fun byte () Int)
(declare-fun w272_byte () Int)
(declare-fun w272_1 () Int)
(declare-fun w272_0 () Int)
(assert
 (let ((?x290 (+ 0 (* 4 (+ 0 (+ (* r271_0 8) (* r271_1 1)))))))
 (and (and (>= r271_0 0) (< r271_0 4)) (and (>= r271_1 0) (< r271_1 8)) (and (>= r271_byte 0) (< r271_byte 4)) (= byte (+ ?x290 r271_byte)))))
(assert
 (let ((?x259 (+ 0 (* 4 (+ 0 (+ (* w272_0 8) (* w272_1 1)))))))
 (and (and (>= w272_0 0) (< w272_0 4)) (and (>= w272_1 0) (< w272_1 8)) (and (>= w272_byte 0) (< w272_byte 4)) (= byte (+ ?x259 w272_byte)))))
(assert
 (let (($x194 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x534 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x428 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x534 $x194)))
(or (or false) (not $x428))))))
(check-sat)
