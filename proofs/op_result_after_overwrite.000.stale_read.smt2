; program op_result_after_overwrite, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r196_byte () Int)
(declare-fun r196_0 () Int)
(declare-fun byte () Int)
(declare-fun w197_byte () Int)
(declare-fun w197_0 () Int)
(assert
 (let (($x294 (= byte (+ (+ 0 (* 4 (+ 0 (* r196_0 1)))) r196_byte))))
 (and (and (>= r196_0 0) (< r196_0 16)) (and (>= r196_byte 0) (< r196_byte 4)) $x294)))
(assert
 (let (($x527 (= byte (+ (+ 0 (* 4 (+ 0 (* w197_0 1)))) w197_byte))))
 (and (and (>= w197_0 0) (< w197_0 16)) (and (>= w197_byte 0) (< w197_byte 4)) $x527)))
(assert
 (let (($x520 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x520))))
(check-sat)
