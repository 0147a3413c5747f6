; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r116_byte () Int)
(declare-fun r116_1 () Int)
(declare-fun r116_0 () Int)
(declare-fun byte () Int)
(declare-fun w117_byte () Int)
(declare-fun w117_1 () Int)
(declare-fun w117_0 () Int)
(assert
 (let ((?x126 (+ 0 (* 4 (+ 0 (+ (* r116_0 2) (* r116_1 1)))))))
 (and (and (>= r116_0 0) (< r116_0 4)) (and (>= r116_1 0) (< r116_1 2)) (and (>= r116_byte 0) (< r116_byte 4)) (= byte (+ ?x126 r116_byte)))))
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* w117_0 2) (* w117_1 1)))))))
 (and (and (>= w117_0 0) (< w117_0 3)) (and (>= w117_1 0) (< w117_1 2)) (and (>= w117_byte 0) (< w117_byte 4)) (= byte (+ ?x55 w117_byte)))))
(assert
 (let (($x51 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x106 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x287 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x106 $x51)))
(or (or false) (not $x287))))))
(check-sat)
