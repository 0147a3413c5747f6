; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r114_byte () Int)
(declare-fun r114_1 () Int)
(declare-fun r114_0 () Int)
(declare-fun byte () Int)
(declare-fun w115_byte () Int)
(declare-fun w115_1 () Int)
(declare-fun w115_0 () Int)
(assert
 (let ((?x292 (+ 0 (* 4 (+ 0 (+ (* r114_0 2) (* r114_1 1)))))))
 (and (and (>= r114_0 0) (< r114_0 4)) (and (>= r114_1 0) (< r114_1 2)) (and (>= r114_byte 0) (< r114_byte 4)) (= byte (+ ?x292 r114_byte)))))
(assert
 (let ((?x23 (+ 0 (* 4 (+ 0 (+ (* w115_0 2) (* w115_1 1)))))))
 (and (and (>= w115_0 0) (< w115_0 3)) (and (>= w115_1 0) (< w115_1 2)) (and (>= w115_byte 0) (< w115_byte 4)) (= byte (+ ?x23 w115_byte)))))
(assert
 (let (($x152 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x187 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x244 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x187 $x152)))
(or (or false) (not $x244))))))
(check-sat)
