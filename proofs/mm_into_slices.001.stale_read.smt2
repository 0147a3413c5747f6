; program mm_into_slices, mm.out: stale read (end of graph reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1000_byte () Int)
(declare-fun r1000_1 () Int)
(declare-fun r1000_0 () Int)
(declare-fun byte () Int)
(declare-fun w1001_byte () Int)
(declare-fun w1001_1 () Int)
(declare-fun w1001_0 () Int)
(assert
 (let ((?x704 (+ 0 (* 4 (+ 0 (+ (* r1000_0 7) (* r1000_1 1)))))))
 (and (and (>= r1000_0 0) (< r1000_0 8)) (and (>= r1000_1 0) (< r1000_1 7)) (and (>= r1000_byte 0) (< r1000_byte 4)) (= byte (+ ?x704 r1000_byte)))))
(assert
 (let ((?x719 (+ 0 (* 4 (+ 0 (+ (* w1001_0 7) (* w1001_1 1)))))))
 (and (and (>= w1001_0 0) (< w1001_0 4)) (and (>= w1001_1 0) (< w1001_1 7)) (and (>= w1001_byte 0) (< w1001_byte 4)) (= byte (+ ?x719 w1001_byte)))))
(assert
 (let (($x1108 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1268 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x897 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1268 $x1108)))
(or (or false) (not $x897))))))
(check-sat)
