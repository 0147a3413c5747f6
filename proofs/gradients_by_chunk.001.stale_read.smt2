; program gradients_by_chunk, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r689_byte () Int)
(declare-fun r689_1 () Int)
(declare-fun r689_0 () Int)
(declare-fun byte () Int)
(declare-fun w690_byte () Int)
(declare-fun w690_1 () Int)
(declare-fun w690_0 () Int)
(assert
 (let ((?x405 (+ 0 (* 4 (+ 0 (+ (* r689_0 5) (* r689_1 1)))))))
 (and (and (>= r689_0 0) (< r689_0 8)) (and (>= r689_1 0) (< r689_1 5)) (and (>= r689_byte 0) (< r689_byte 4)) (= byte (+ ?x405 r689_byte)))))
(assert
 (let ((?x3622 (+ 0 (* 4 (+ 0 (+ (* w690_0 5) (* w690_1 1)))))))
 (and (and (>= w690_0 0) (< w690_0 4)) (and (>= w690_1 0) (< w690_1 5)) (and (>= w690_byte 0) (< w690_byte 4)) (= byte (+ ?x3622 w690_byte)))))
(assert
 (let (($x1034 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x3606 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1658 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x3606 $x1034)))
(or (or false) (not $x1658))))))
(check-sat)
