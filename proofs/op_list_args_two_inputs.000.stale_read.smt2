; program op_list_args_two_inputs, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r118_byte () Int)
(declare-fun r118_0 () Int)
(declare-fun byte () Int)
(declare-fun w119_byte () Int)
(declare-fun w119_0 () Int)
(assert
 (let (($x83 (= byte (+ (+ 0 (* 4 (+ 0 (* r118_0 1)))) r118_byte))))
 (and (and (>= r118_0 0) (< r118_0 8)) (and (>= r118_byte 0) (< r118_byte 4)) $x83)))
(assert
 (let (($x110 (= byte (+ (+ 0 (* 4 (+ 0 (* w119_0 1)))) w119_byte))))
 (and (and (>= w119_0 0) (< w119_0 8)) (and (>= w119_byte 0) (< w119_byte 4)) $x110)))
(assert
 (let (($x171 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x171))))
(check-sat)
