; program chain_residual_axpy, add.self: stale read (copy__1 reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r890_byte () Int)
(declare-fun r890_0 () Int)
(declare-fun byte () Int)
(declare-fun w891_byte () Int)
(declare-fun w891_0 () Int)
(assert
 (let (($x678 (= byte (+ (+ 0 (* 4 (+ 0 (* r890_0 1)))) r890_byte))))
 (and (and (>= r890_0 0) (< r890_0 32)) (and (>= r890_byte 0) (< r890_byte 4)) $x678)))
(assert
 (let (($x494 (= byte (+ (+ 0 (* 4 (+ 0 (* w891_0 1)))) w891_byte))))
(and (and (>= w891_0 0) (< w891_0 32)) (and (>= w891_byte 0) (< w891_byte 4)) $x494)))
(check-sat)
