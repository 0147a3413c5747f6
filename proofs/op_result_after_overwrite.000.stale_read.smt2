; program op_result_after_overwrite, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r108_byte () Int)
(declare-fun r108_0 () Int)
(declare-fun byte () Int)
(declare-fun w109_byte () Int)
(declare-fun w109_0 () Int)
(assert
 (let (($x151 (= byte (+ (+ 0 (* 4 (+ 0 (* r108_0 1)))) r108_byte))))
 (and (and (>= r108_0 0) (< r108_0 16)) (and (>= r108_byte 0) (< r108_byte 4)) $x151)))
(assert
 (let (($x23 (= byte (+ (+ 0 (* 4 (+ 0 (* w109_0 1)))) w109_byte))))
 (and (and (>= w109_0 0) (< w109_0 16)) (and (>= w109_byte 0) (< w109_byte 4)) $x23)))
(assert
 (let (($x126 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x126))))
(check-sat)
