; program gradients_by_chunk, addmm_1.self: stale read (end of graph reads arg4_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1020_byte () Int)
(declare-fun r1020_1 () Int)
(declare-fun r1020_0 () Int)
(declare-fun byte () Int)
(declare-fun w1021_byte () Int)
(declare-fun w1021_1 () Int)
(declare-fun w1021_0 () Int)
(assert
 (let ((?x897 (+ 0 (* 4 (+ 0 (+ (* r1020_0 5) (* r1020_1 1)))))))
 (and (and (>= r1020_0 0) (< r1020_0 6)) (and (>= r1020_1 0) (< r1020_1 5)) (and (>= r1020_byte 0) (< r1020_byte 4)) (= byte (+ ?x897 r1020_byte)))))
(assert
 (let ((?x449 (+ 0 (* 4 (+ 0 (+ (* w1021_0 5) (* w1021_1 1)))))))
 (and (and (>= w1021_0 0) (< w1021_0 6)) (and (>= w1021_1 0) (< w1021_1 5)) (and (>= w1021_byte 0) (< w1021_byte 4)) (= byte (+ ?x449 w1021_byte)))))
(assert
 (let (($x331 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x874 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x423 $x331)))
(or (or false) (not $x874))))))
(check-sat)
