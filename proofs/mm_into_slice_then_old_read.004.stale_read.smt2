; program mm_into_slice_then_old_read, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1099_byte () Int)
(declare-fun r1099_1 () Int)
(declare-fun r1099_0 () Int)
(declare-fun byte () Int)
(declare-fun w1100_byte () Int)
(declare-fun w1100_1 () Int)
(declare-fun w1100_0 () Int)
(assert
 (let ((?x661 (+ 0 (* 4 (+ 0 (+ (* r1099_0 7) (* r1099_1 1)))))))
 (and (and (>= r1099_0 0) (< r1099_0 8)) (and (>= r1099_1 0) (< r1099_1 7)) (and (>= r1099_byte 0) (< r1099_byte 4)) (= byte (+ ?x661 r1099_byte)))))
(assert
 (let ((?x732 (+ 0 (* 4 (+ 0 (+ (* w1100_0 7) (* w1100_1 1)))))))
 (and (and (>= w1100_0 0) (< w1100_0 4)) (and (>= w1100_1 0) (< w1100_1 7)) (and (>= w1100_byte 0) (< w1100_byte 4)) (= byte (+ ?x732 w1100_byte)))))
(assert
 (let (($x859 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x477 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x287 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x477 $x859)))
(or (or false) (not $x287))))))
(check-sat)
