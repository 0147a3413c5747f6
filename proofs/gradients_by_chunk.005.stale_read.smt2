; program gradients_by_chunk, addmm_1.self: stale read (end of graph reads arg4_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r698_byte () Int)
(declare-fun r698_1 () Int)
(declare-fun r698_0 () Int)
(declare-fun byte () Int)
(declare-fun w699_byte () Int)
(declare-fun w699_1 () Int)
(declare-fun w699_0 () Int)
(assert
 (let ((?x49441 (+ 0 (* 4 (+ 0 (+ (* r698_0 5) (* r698_1 1)))))))
 (and (and (>= r698_0 0) (< r698_0 6)) (and (>= r698_1 0) (< r698_1 5)) (and (>= r698_byte 0) (< r698_byte 4)) (= byte (+ ?x49441 r698_byte)))))
(assert
 (let ((?x605 (+ 0 (* 4 (+ 0 (+ (* w699_0 5) (* w699_1 1)))))))
 (and (and (>= w699_0 0) (< w699_0 6)) (and (>= w699_1 0) (< w699_1 5)) (and (>= w699_byte 0) (< w699_byte 4)) (= byte (+ ?x605 w699_byte)))))
(assert
 (let (($x1736 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x3607 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x49411 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x3607 $x1736)))
(or (or false) (not $x49411))))))
(check-sat)
