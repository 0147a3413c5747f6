; program addmm_accumulate, addmm.self: stale read (end of graph reads arg2_1 vs addmm self=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r670_byte () Int)
(declare-fun r670_1 () Int)
(declare-fun r670_0 () Int)
(declare-fun byte () Int)
(declare-fun w671_byte () Int)
(declare-fun w671_1 () Int)
(declare-fun w671_0 () Int)
(assert
 (let ((?x1315 (+ 0 (* 4 (+ 0 (+ (* r670_0 5) (* r670_1 1)))))))
 (and (and (>= r670_0 0) (< r670_0 3)) (and (>= r670_1 0) (< r670_1 5)) (and (>= r670_byte 0) (< r670_byte 4)) (= byte (+ ?x1315 r670_byte)))))
(assert
 (let ((?x1297 (+ 0 (* 4 (+ 0 (+ (* w671_0 5) (* w671_1 1)))))))
 (and (and (>= w671_0 0) (< w671_0 3)) (and (>= w671_1 0) (< w671_1 5)) (and (>= w671_byte 0) (< w671_byte 4)) (= byte (+ ?x1297 w671_byte)))))
(assert
 (let (($x626 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x1679 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x866 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x1679 $x626)))
(or (or false) (not $x866))))))
(check-sat)
