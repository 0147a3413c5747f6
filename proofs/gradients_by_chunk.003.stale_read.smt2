; program gradients_by_chunk, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1016_byte () Int)
(declare-fun r1016_1 () Int)
(declare-fun r1016_0 () Int)
(declare-fun byte () Int)
(declare-fun w1017_byte () Int)
(declare-fun w1017_1 () Int)
(declare-fun w1017_0 () Int)
(assert
 (let ((?x74 (+ 0 (* 4 (+ 0 (+ (* r1016_0 5) (* r1016_1 1)))))))
 (and (and (>= r1016_0 0) (< r1016_0 8)) (and (>= r1016_1 0) (< r1016_1 5)) (and (>= r1016_byte 0) (< r1016_byte 4)) (= byte (+ ?x74 r1016_byte)))))
(assert
 (let ((?x1123 (+ 0 (* 4 (+ 20 (+ (* w1017_0 5) (* w1017_1 1)))))))
 (and (and (>= w1017_0 0) (< w1017_0 4)) (and (>= w1017_1 0) (< w1017_1 5)) (and (>= w1017_byte 0) (< w1017_byte 4)) (= byte (+ ?x1123 w1017_byte)))))
(assert
 (let (($x331 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x641 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x423 $x331)))
(or (or false) (not $x641))))))
(check-sat)
