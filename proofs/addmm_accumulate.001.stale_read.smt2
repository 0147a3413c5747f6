; program addmm_accumulate, addmm_1.self: stale read (end of graph reads arg2_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1048_byte () Int)
(declare-fun r1048_1 () Int)
(declare-fun r1048_0 () Int)
(declare-fun byte () Int)
(declare-fun w1049_byte () Int)
(declare-fun w1049_1 () Int)
(declare-fun w1049_0 () Int)
(assert
 (let ((?x1276 (+ 0 (* 4 (+ 0 (+ (* r1048_0 5) (* r1048_1 1)))))))
 (and (and (>= r1048_0 0) (< r1048_0 3)) (and (>= r1048_1 0) (< r1048_1 5)) (and (>= r1048_byte 0) (< r1048_byte 4)) (= byte (+ ?x1276 r1048_byte)))))
(assert
 (let ((?x800 (+ 0 (* 4 (+ 0 (+ (* w1049_0 5) (* w1049_1 1)))))))
 (and (and (>= w1049_0 0) (< w1049_0 3)) (and (>= w1049_1 0) (< w1049_1 5)) (and (>= w1049_byte 0) (< w1049_byte 4)) (= byte (+ ?x800 w1049_byte)))))
(assert
 (let (($x257 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x143 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x695 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x143 $x257)))
(or (or false) (not $x695))))))
(check-sat)
