; program gradients_by_chunk, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1061_byte () Int)
(declare-fun r1061_1 () Int)
(declare-fun r1061_0 () Int)
(declare-fun byte () Int)
(declare-fun w1062_byte () Int)
(declare-fun w1062_1 () Int)
(declare-fun w1062_0 () Int)
(assert
 (let ((?x1256 (+ 0 (* 4 (+ 0 (+ (* r1061_0 5) (* r1061_1 1)))))))
 (and (and (>= r1061_0 0) (< r1061_0 8)) (and (>= r1061_1 0) (< r1061_1 5)) (and (>= r1061_byte 0) (< r1061_byte 4)) (= byte (+ ?x1256 r1061_byte)))))
(assert
 (let ((?x1087 (+ 0 (* 4 (+ 0 (+ (* w1062_0 5) (* w1062_1 1)))))))
 (and (and (>= w1062_0 0) (< w1062_0 4)) (and (>= w1062_1 0) (< w1062_1 5)) (and (>= w1062_byte 0) (< w1062_byte 4)) (= byte (+ ?x1087 w1062_byte)))))
(assert
 (let (($x876 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x893 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x893 $x876)))
(or (or false) (not $x169))))))
(check-sat)
