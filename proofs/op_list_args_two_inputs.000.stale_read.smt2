; program op_list_args_two_inputs, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r214_byte () Int)
(declare-fun r214_0 () Int)
(declare-fun byte () Int)
(declare-fun w215_byte () Int)
(declare-fun w215_0 () Int)
(assert
 (let (($x445 (= byte (+ (+ 0 (* 4 (+ 0 (* r214_0 1)))) r214_byte))))
 (and (and (>= r214_0 0) (< r214_0 8)) (and (>= r214_byte 0) (< r214_byte 4)) $x445)))
(assert
 (let (($x103 (= byte (+ (+ 0 (* 4 (+ 0 (* w215_0 1)))) w215_byte))))
 (and (and (>= w215_0 0) (< w215_0 8)) (and (>= w215_byte 0) (< w215_byte 4)) $x103)))
(assert
 (let (($x99 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x99))))
(check-sat)
