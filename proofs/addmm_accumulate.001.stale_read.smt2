; program addmm_accumulate, addmm_1.self: stale read (end of graph reads arg2_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r994_byte () Int)
(declare-fun r994_1 () Int)
(declare-fun r994_0 () Int)
(declare-fun byte () Int)
(declare-fun w995_byte () Int)
(declare-fun w995_1 () Int)
(declare-fun w995_0 () Int)
(assert
 (let ((?x1282 (+ 0 (* 4 (+ 0 (+ (* r994_0 5) (* r994_1 1)))))))
 (and (and (>= r994_0 0) (< r994_0 3)) (and (>= r994_1 0) (< r994_1 5)) (and (>= r994_byte 0) (< r994_byte 4)) (= byte (+ ?x1282 r994_byte)))))
(assert
 (let ((?x882 (+ 0 (* 4 (+ 0 (+ (* w995_0 5) (* w995_1 1)))))))
 (and (and (>= w995_0 0) (< w995_0 3)) (and (>= w995_1 0) (< w995_1 5)) (and (>= w995_byte 0) (< w995_byte 4)) (= byte (+ ?x882 w995_byte)))))
(assert
 (let (($x860 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x148 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x857 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x148 $x860)))
(or (or false) (not $x857))))))
(check-sat)
