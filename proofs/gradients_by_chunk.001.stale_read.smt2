; program gradients_by_chunk, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r498_byte () Int)
(declare-fun r498_1 () Int)
(declare-fun r498_0 () Int)
(declare-fun byte () Int)
(declare-fun w499_byte () Int)
(declare-fun w499_1 () Int)
(declare-fun w499_0 () Int)
(assert
 (let ((?x622 (+ 0 (* 4 (+ 0 (+ (* r498_0 5) (* r498_1 1)))))))
 (and (and (>= r498_0 0) (< r498_0 8)) (and (>= r498_1 0) (< r498_1 5)) (and (>= r498_byte 0) (< r498_byte 4)) (= byte (+ ?x622 r498_byte)))))
(assert
 (let ((?x2074 (+ 0 (* 4 (+ 0 (+ (* w499_0 5) (* w499_1 1)))))))
 (and (and (>= w499_0 0) (< w499_0 4)) (and (>= w499_1 0) (< w499_1 5)) (and (>= w499_byte 0) (< w499_byte 4)) (= byte (+ ?x2074 w499_byte)))))
(assert
 (let (($x772 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x250 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x703 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x250 $x772)))
(or (or false) (not $x703))))))
(check-sat)
