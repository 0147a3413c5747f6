; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r118_byte () Int)
(declare-fun r118_1 () Int)
(declare-fun r118_0 () Int)
(declare-fun byte () Int)
(declare-fun w119_byte () Int)
(declare-fun w119_1 () Int)
(declare-fun w119_0 () Int)
(assert
 (let ((?x59 (+ 0 (* 4 (+ 0 (+ (* r118_0 2) (* r118_1 1)))))))
 (and (and (>= r118_0 0) (< r118_0 4)) (and (>= r118_1 0) (< r118_1 2)) (and (>= r118_byte 0) (< r118_byte 4)) (= byte (+ ?x59 r118_byte)))))
(assert
 (let ((?x298 (+ 0 (* 4 (+ 2 (+ (* w119_0 2) (* w119_1 1)))))))
 (and (and (>= w119_0 0) (< w119_0 3)) (and (>= w119_1 0) (< w119_1 2)) (and (>= w119_byte 0) (< w119_byte 4)) (= byte (+ ?x298 w119_byte)))))
(assert
 (let (($x51 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x106 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x287 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x106 $x51)))
(or (or false) (not $x287))))))
(check-sat)
