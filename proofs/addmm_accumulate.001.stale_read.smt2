; program addmm_accumulate, addmm_1.self: stale read (end of graph reads arg2_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1044_byte () Int)
(declare-fun r1044_1 () Int)
(declare-fun r1044_0 () Int)
(declare-fun byte () Int)
(declare-fun w1045_byte () Int)
(declare-fun w1045_1 () Int)
(declare-fun w1045_0 () Int)
(assert
 (let ((?x1205 (+ 0 (* 4 (+ 0 (+ (* r1044_0 5) (* r1044_1 1)))))))
 (and (and (>= r1044_0 0) (< r1044_0 3)) (and (>= r1044_1 0) (< r1044_1 5)) (and (>= r1044_byte 0) (< r1044_byte 4)) (= byte (+ ?x1205 r1044_byte)))))
(assert
 (let ((?x904 (+ 0 (* 4 (+ 0 (+ (* w1045_0 5) (* w1045_1 1)))))))
 (and (and (>= w1045_0 0) (< w1045_0 3)) (and (>= w1045_1 0) (< w1045_1 5)) (and (>= w1045_byte 0) (< w1045_byte 4)) (= byte (+ ?x904 w1045_byte)))))
(assert
 (let (($x444 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x134 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x110 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x134 $x444)))
(or (or false) (not $x110))))))
(check-sat)
