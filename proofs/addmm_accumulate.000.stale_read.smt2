; program addmm_accumulate, addmm.self: stale read (end of graph reads arg2_1 vs addmm self=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1046_byte () Int)
(declare-fun r1046_1 () Int)
(declare-fun r1046_0 () Int)
(declare-fun byte () Int)
(declare-fun w1047_byte () Int)
(declare-fun w1047_1 () Int)
(declare-fun w1047_0 () Int)
(assert
 (let ((?x1232 (+ 0 (* 4 (+ 0 (+ (* r1046_0 5) (* r1046_1 1)))))))
 (and (and (>= r1046_0 0) (< r1046_0 3)) (and (>= r1046_1 0) (< r1046_1 5)) (and (>= r1046_byte 0) (< r1046_byte 4)) (= byte (+ ?x1232 r1046_byte)))))
(assert
 (let ((?x1120 (+ 0 (* 4 (+ 0 (+ (* w1047_0 5) (* w1047_1 1)))))))
 (and (and (>= w1047_0 0) (< w1047_0 3)) (and (>= w1047_1 0) (< w1047_1 5)) (and (>= w1047_byte 0) (< w1047_byte 4)) (= byte (+ ?x1120 w1047_byte)))))
(assert
 (let (($x257 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x143 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x695 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x143 $x257)))
(or (or false) (not $x695))))))
(check-sat)
