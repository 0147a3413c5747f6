; program op_list_args_two_inputs, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r200_byte () Int)
(declare-fun r200_0 () Int)
(declare-fun byte () Int)
(declare-fun w201_byte () Int)
(declare-fun w201_0 () Int)
(assert
 (let (($x109 (= byte (+ (+ 0 (* 4 (+ 0 (* r200_0 1)))) r200_byte))))
 (and (and (>= r200_0 0) (< r200_0 8)) (and (>= r200_byte 0) (< r200_byte 4)) $x109)))
(assert
 (let (($x457 (= byte (+ (+ 0 (* 4 (+ 0 (* w201_0 1)))) w201_byte))))
 (and (and (>= w201_0 0) (< w201_0 8)) (and (>= w201_byte 0) (< w201_byte 4)) $x457)))
(assert
 (let (($x1154 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1154))))
(check-sat)
