; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r942_byte () Int)
(declare-fun r942_1 () Int)
(declare-fun r942_0 () Int)
(declare-fun byte () Int)
(declare-fun w943_byte () Int)
(declare-fun w943_0 () Int)
(assert
 (let ((?x505 (+ 0 (* 4 (+ 0 (+ (* r942_0 16) (* r942_1 1)))))))
 (and (and (>= r942_0 0) (< r942_0 8)) (and (>= r942_1 0) (< r942_1 16)) (and (>= r942_byte 0) (< r942_byte 4)) (= byte (+ ?x505 r942_byte)))))
(assert
 (let (($x372 (= byte (+ (+ 0 (* 4 (+ 16 (* w943_0 1)))) w943_byte))))
 (and (and (>= w943_0 0) (< w943_0 16)) (and (>= w943_byte 0) (< w943_byte 4)) $x372)))
(assert
 (let (($x646 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x637 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x391 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x637 $x646)))
(or (or false) (not $x391))))))
(check-sat)
