; program index_put_on_input_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r229_byte () Int)
(declare-fun r229_1 () Int)
(declare-fun r229_0 () Int)
(declare-fun byte () Int)
(declare-fun w230_byte () Int)
(declare-fun w230_0 () Int)
(assert
 (let ((?x163 (+ 0 (* 4 (+ 0 (+ (* r229_0 8) (* r229_1 1)))))))
 (and (and (>= r229_0 0) (< r229_0 2)) (and (>= r229_1 0) (< r229_1 8)) (and (>= r229_byte 0) (< r229_byte 4)) (= byte (+ ?x163 r229_byte)))))
(assert
 (let (($x276 (= byte (+ (+ 0 (* 4 (+ 8 (* w230_0 1)))) w230_byte))))
 (and (and (>= w230_0 0) (< w230_0 8)) (and (>= w230_byte 0) (< w230_byte 4)) $x276)))
(assert
 (let (($x111 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x336 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x280 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 2) $x336 $x111)))
(or (or false) (not $x280))))))
(check-sat)
