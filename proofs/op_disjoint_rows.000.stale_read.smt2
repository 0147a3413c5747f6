; program op_disjoint_rows, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r106_byte () Int)
(declare-fun r106_1 () Int)
(declare-fun r106_0 () Int)
(declare-fun byte () Int)
(declare-fun w107_byte () Int)
(declare-fun w107_0 () Int)
(assert
 (let ((?x140 (+ 0 (* 4 (+ 0 (+ (* r106_0 8) (* r106_1 1)))))))
 (and (and (>= r106_0 0) (< r106_0 4)) (and (>= r106_1 0) (< r106_1 8)) (and (>= r106_byte 0) (< r106_byte 4)) (= byte (+ ?x140 r106_byte)))))
(assert
 (let (($x280 (= byte (+ (+ 0 (* 4 (+ 8 (* w107_0 1)))) w107_byte))))
 (and (and (>= w107_0 0) (< w107_0 8)) (and (>= w107_byte 0) (< w107_byte 4)) $x280)))
(assert
 (let (($x219 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x184 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x162 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x184 $x219)))
(or (or false) (not $x162))))))
(check-sat)
