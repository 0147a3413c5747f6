; program op_returns_view, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r256_byte () Int)
(declare-fun r256_1 () Int)
(declare-fun r256_0 () Int)
(declare-fun byte () Int)
(declare-fun w257_byte () Int)
(declare-fun w257_1 () Int)
(declare-fun w257_0 () Int)
(assert
 (let ((?x273 (+ 0 (* 4 (+ 0 (+ (* r256_0 8) (* r256_1 1)))))))
 (and (and (>= r256_0 0) (< r256_0 4)) (and (>= r256_1 0) (< r256_1 8)) (and (>= r256_byte 0) (< r256_byte 4)) (= byte (+ ?x273 r256_byte)))))
(assert
 (let ((?x62 (+ 0 (* 4 (+ 0 (+ (* w257_0 8) (* w257_1 1)))))))
 (and (and (>= w257_0 0) (< w257_0 4)) (and (>= w257_1 0) (< w257_1 8)) (and (>= w257_byte 0) (< w257_byte 4)) (= byte (+ ?x62 w257_byte)))))
(assert
 (let (($x1155 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x144 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x414 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x144 $x1155)))
(or (or false) (not $x414))))))
(check-sat)
