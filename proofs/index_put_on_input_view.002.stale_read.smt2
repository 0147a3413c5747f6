; program index_put_on_input_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r214_byte () Int)
(declare-fun r214_1 () Int)
(declare-fun r214_0 () Int)
(declare-fun byte () Int)
(declare-fun w215_byte () Int)
(declare-fun w215_0 () Int)
(assert
 (let ((?x561 (+ 0 (* 4 (+ 0 (+ (* r214_0 8) (* r214_1 1)))))))
 (and (and (>= r214_0 0) (< r214_0 2)) (and (>= r214_1 0) (< r214_1 8)) (and (>= r214_byte 0) (< r214_byte 4)) (= byte (+ ?x561 r214_byte)))))
(assert
 (let (($x1160 (= byte (+ (+ 0 (* 4 (+ 8 (* w215_0 1)))) w215_byte))))
 (and (and (>= w215_0 0) (< w215_0 8)) (and (>= w215_byte 0) (< w215_byte 4)) $x1160)))
(assert
 (let (($x855 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x349 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x156 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 2) $x349 $x855)))
(or (or false) (not $x156))))))
(check-sat)
