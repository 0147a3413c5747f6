; program gradients_by_chunk, addmm.self: stale read (end of graph reads arg4_1 vs addmm self=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1072_byte () Int)
(declare-fun r1072_1 () Int)
(declare-fun r1072_0 () Int)
(declare-fun byte () Int)
(declare-fun w1073_byte () Int)
(declare-fun w1073_1 () Int)
(declare-fun w1073_0 () Int)
(assert
 (let ((?x123 (+ 0 (* 4 (+ 0 (+ (* r1072_0 5) (* r1072_1 1)))))))
 (and (and (>= r1072_0 0) (< r1072_0 6)) (and (>= r1072_1 0) (< r1072_1 5)) (and (>= r1072_byte 0) (< r1072_byte 4)) (= byte (+ ?x123 r1072_byte)))))
(assert
 (let ((?x894 (+ 0 (* 4 (+ 0 (+ (* w1073_0 5) (* w1073_1 1)))))))
 (and (and (>= w1073_0 0) (< w1073_0 6)) (and (>= w1073_1 0) (< w1073_1 5)) (and (>= w1073_byte 0) (< w1073_byte 4)) (= byte (+ ?x894 w1073_byte)))))
(assert
 (let (($x1764 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x781 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1066 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x781 $x1764)))
(or (or false) (not $x1066))))))
(check-sat)
