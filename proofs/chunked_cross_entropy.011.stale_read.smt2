; program chunked_cross_entropy, mm_7.out: stale read (slice_scatter_11 reads slice_scatter_8 vs mm_7 out=slice_scatter_8 (the bytes slice_scatter_11 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r384_byte () Int)
(declare-fun r384_1 () Int)
(declare-fun r384_0 () Int)
(declare-fun byte () Int)
(declare-fun w385_byte () Int)
(declare-fun w385_1 () Int)
(declare-fun w385_0 () Int)
(assert
 (let ((?x1088 (+ 0 (* 4 (+ 0 (+ (* r384_0 8) (* r384_1 1)))))))
 (and (and (>= r384_0 0) (< r384_0 16)) (and (>= r384_1 0) (< r384_1 8)) (and (>= r384_byte 0) (< r384_byte 4)) (= byte (+ ?x1088 r384_byte)))))
(assert
 (let ((?x270 (+ 0 (* 4 (+ 96 (+ (* w385_0 8) (* w385_1 1)))))))
 (and (and (>= w385_0 0) (< w385_0 4)) (and (>= w385_1 0) (< w385_1 8)) (and (>= w385_byte 0) (< w385_byte 4)) (= byte (+ ?x270 w385_byte)))))
(assert
 (let (($x626 (= (mod (mod (- (div (- byte 0) 4) 96) 8) 1) 0)))
(let (($x83 (< (div (mod (- (div (- byte 0) 4) 96) 8) 1) 8)))
(let (($x1311 (and (>= (- (div (- byte 0) 4) 96) 0) (< (div (- (div (- byte 0) 4) 96) 8) 4) $x83 $x626)))
(or (or false) (not $x1311))))))
(check-sat)
