; program op_disjoint_rows, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r148_byte () Int)
(declare-fun r148_1 () Int)
(declare-fun r148_0 () Int)
(declare-fun byte () Int)
(declare-fun w149_byte () Int)
(declare-fun w149_0 () Int)
(assert
 (let ((?x1050 (+ 0 (* 4 (+ 0 (+ (* r148_0 8) (* r148_1 1)))))))
 (and (and (>= r148_0 0) (< r148_0 4)) (and (>= r148_1 0) (< r148_1 8)) (and (>= r148_byte 0) (< r148_byte 4)) (= byte (+ ?x1050 r148_byte)))))
(assert
 (let (($x202 (= byte (+ (+ 0 (* 4 (+ 8 (* w149_0 1)))) w149_byte))))
 (and (and (>= w149_0 0) (< w149_0 8)) (and (>= w149_byte 0) (< w149_byte 4)) $x202)))
(assert
 (let (($x2685 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x76 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x260 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x76 $x2685)))
(or (or false) (not $x260))))))
(check-sat)
