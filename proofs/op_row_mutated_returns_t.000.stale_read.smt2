; program op_row_mutated_returns_t, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r258_byte () Int)
(declare-fun r258_1 () Int)
(declare-fun r258_0 () Int)
(declare-fun byte () Int)
(declare-fun w259_byte () Int)
(declare-fun w259_0 () Int)
(assert
 (let ((?x859 (+ 0 (* 4 (+ 0 (+ (* r258_0 8) (* r258_1 1)))))))
 (and (and (>= r258_0 0) (< r258_0 4)) (and (>= r258_1 0) (< r258_1 8)) (and (>= r258_byte 0) (< r258_byte 4)) (= byte (+ ?x859 r258_byte)))))
(assert
 (let (($x227 (= byte (+ (+ 0 (* 4 (+ 8 (* w259_0 1)))) w259_byte))))
 (and (and (>= w259_0 0) (< w259_0 8)) (and (>= w259_byte 0) (< w259_byte 4)) $x227)))
(assert
 (let (($x1155 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x144 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x414 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x144 $x1155)))
(or (or false) (not $x414))))))
(check-sat)
