; program addmm_accumulate, addmm.self: stale read (end of graph reads arg2_1 vs addmm self=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1042_byte () Int)
(declare-fun r1042_1 () Int)
(declare-fun r1042_0 () Int)
(declare-fun byte () Int)
(declare-fun w1043_byte () Int)
(declare-fun w1043_1 () Int)
(declare-fun w1043_0 () Int)
(assert
 (let ((?x1165 (+ 0 (* 4 (+ 0 (+ (* r1042_0 5) (* r1042_1 1)))))))
 (and (and (>= r1042_0 0) (< r1042_0 3)) (and (>= r1042_1 0) (< r1042_1 5)) (and (>= r1042_byte 0) (< r1042_byte 4)) (= byte (+ ?x1165 r1042_byte)))))
(assert
 (let ((?x1309 (+ 0 (* 4 (+ 0 (+ (* w1043_0 5) (* w1043_1 1)))))))
 (and (and (>= w1043_0 0) (< w1043_0 3)) (and (>= w1043_1 0) (< w1043_1 5)) (and (>= w1043_byte 0) (< w1043_byte 4)) (= byte (+ ?x1309 w1043_byte)))))
(assert
 (let (($x444 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x134 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x110 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x134 $x444)))
(or (or false) (not $x110))))))
(check-sat)
