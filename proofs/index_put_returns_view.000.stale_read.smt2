; program index_put_returns_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r292_byte () Int)
(declare-fun r292_0 () Int)
(declare-fun byte () Int)
(declare-fun w293_byte () Int)
(declare-fun w293_0 () Int)
(assert
 (let (($x1395 (= byte (+ (+ 0 (* 4 (+ 0 (* r292_0 1)))) r292_byte))))
 (and (and (>= r292_0 0) (< r292_0 8)) (and (>= r292_byte 0) (< r292_byte 4)) $x1395)))
(assert
 (let (($x378 (= byte (+ (+ 0 (* 4 (+ 0 (* w293_0 1)))) w293_byte))))
 (and (and (>= w293_0 0) (< w293_0 8)) (and (>= w293_byte 0) (< w293_byte 4)) $x378)))
(assert
 (let (($x131 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x131))))
(check-sat)
