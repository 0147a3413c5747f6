; program gradients_by_chunk, addmm.self: stale read (end of graph reads arg4_1 vs addmm self=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1018_byte () Int)
(declare-fun r1018_1 () Int)
(declare-fun r1018_0 () Int)
(declare-fun byte () Int)
(declare-fun w1019_byte () Int)
(declare-fun w1019_1 () Int)
(declare-fun w1019_0 () Int)
(assert
 (let ((?x739 (+ 0 (* 4 (+ 0 (+ (* r1018_0 5) (* r1018_1 1)))))))
 (and (and (>= r1018_0 0) (< r1018_0 6)) (and (>= r1018_1 0) (< r1018_1 5)) (and (>= r1018_byte 0) (< r1018_byte 4)) (= byte (+ ?x739 r1018_byte)))))
(assert
 (let ((?x1288 (+ 0 (* 4 (+ 0 (+ (* w1019_0 5) (* w1019_1 1)))))))
 (and (and (>= w1019_0 0) (< w1019_0 6)) (and (>= w1019_1 0) (< w1019_1 5)) (and (>= w1019_byte 0) (< w1019_byte 4)) (= byte (+ ?x1288 w1019_byte)))))
(assert
 (let (($x331 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x874 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x423 $x331)))
(or (or false) (not $x874))))))
(check-sat)
