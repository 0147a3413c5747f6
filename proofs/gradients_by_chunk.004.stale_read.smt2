; program gradients_by_chunk, addmm.self: stale read (end of graph reads arg4_1 vs addmm self=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r696_byte () Int)
(declare-fun r696_1 () Int)
(declare-fun r696_0 () Int)
(declare-fun byte () Int)
(declare-fun w697_byte () Int)
(declare-fun w697_1 () Int)
(declare-fun w697_0 () Int)
(assert
 (let ((?x38406 (+ 0 (* 4 (+ 0 (+ (* r696_0 5) (* r696_1 1)))))))
 (and (and (>= r696_0 0) (< r696_0 6)) (and (>= r696_1 0) (< r696_1 5)) (and (>= r696_byte 0) (< r696_byte 4)) (= byte (+ ?x38406 r696_byte)))))
(assert
 (let ((?x3719 (+ 0 (* 4 (+ 0 (+ (* w697_0 5) (* w697_1 1)))))))
 (and (and (>= w697_0 0) (< w697_0 6)) (and (>= w697_1 0) (< w697_1 5)) (and (>= w697_byte 0) (< w697_byte 4)) (= byte (+ ?x3719 w697_byte)))))
(assert
 (let (($x1736 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x3607 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x49411 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x3607 $x1736)))
(or (or false) (not $x49411))))))
(check-sat)
