; program gradients_by_chunk, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r496_byte () Int)
(declare-fun r496_1 () Int)
(declare-fun r496_0 () Int)
(declare-fun byte () Int)
(declare-fun w497_byte () Int)
(declare-fun w497_1 () Int)
(declare-fun w497_0 () Int)
(assert
 (let ((?x2080 (+ 0 (* 4 (+ 0 (+ (* r496_0 5) (* r496_1 1)))))))
 (and (and (>= r496_0 0) (< r496_0 8)) (and (>= r496_1 0) (< r496_1 5)) (and (>= r496_byte 0) (< r496_byte 4)) (= byte (+ ?x2080 r496_byte)))))
(assert
 (let ((?x611 (+ 0 (* 4 (+ 0 (+ (* w497_0 5) (* w497_1 1)))))))
 (and (and (>= w497_0 0) (< w497_0 4)) (and (>= w497_1 0) (< w497_1 5)) (and (>= w497_byte 0) (< w497_byte 4)) (= byte (+ ?x611 w497_byte)))))
(assert
 (let (($x772 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x250 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x114 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 4) $x250 $x772)))
(or (or false) (not $x114))))))
(check-sat)
