; program chunked_cross_entropy, mm_3.out: stale read (slice_scatter_5 reads slice_scatter_2 vs mm_3 out=slice_scatter_2 (the bytes slice_scatter_5 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r376_byte () Int)
(declare-fun r376_1 () Int)
(declare-fun r376_0 () Int)
(declare-fun byte () Int)
(declare-fun w377_byte () Int)
(declare-fun w377_1 () Int)
(declare-fun w377_0 () Int)
(assert
 (let ((?x80 (+ 0 (* 4 (+ 0 (+ (* r376_0 8) (* r376_1 1)))))))
 (and (and (>= r376_0 0) (< r376_0 16)) (and (>= r376_1 0) (< r376_1 8)) (and (>= r376_byte 0) (< r376_byte 4)) (= byte (+ ?x80 r376_byte)))))
(assert
 (let ((?x2017 (+ 0 (* 4 (+ 32 (+ (* w377_0 8) (* w377_1 1)))))))
 (and (and (>= w377_0 0) (< w377_0 4)) (and (>= w377_1 0) (< w377_1 8)) (and (>= w377_byte 0) (< w377_byte 4)) (= byte (+ ?x2017 w377_byte)))))
(assert
 (let (($x332 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x952 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x445 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x952 $x332)))
(or (or false) (not $x445))))))
(check-sat)
