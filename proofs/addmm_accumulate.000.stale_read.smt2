; program addmm_accumulate, addmm.self: stale read (end of graph reads arg2_1 vs addmm self=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r992_byte () Int)
(declare-fun r992_1 () Int)
(declare-fun r992_0 () Int)
(declare-fun byte () Int)
(declare-fun w993_byte () Int)
(declare-fun w993_1 () Int)
(declare-fun w993_0 () Int)
(assert
 (let ((?x1263 (+ 0 (* 4 (+ 0 (+ (* r992_0 5) (* r992_1 1)))))))
 (and (and (>= r992_0 0) (< r992_0 3)) (and (>= r992_1 0) (< r992_1 5)) (and (>= r992_byte 0) (< r992_byte 4)) (= byte (+ ?x1263 r992_byte)))))
(assert
 (let ((?x1291 (+ 0 (* 4 (+ 0 (+ (* w993_0 5) (* w993_1 1)))))))
 (and (and (>= w993_0 0) (< w993_0 3)) (and (>= w993_1 0) (< w993_1 5)) (and (>= w993_byte 0) (< w993_byte 4)) (= byte (+ ?x1291 w993_byte)))))
(assert
 (let (($x860 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x148 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x857 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x148 $x860)))
(or (or false) (not $x857))))))
(check-sat)
