; program op_result_after_overwrite, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r110_byte () Int)
(declare-fun r110_0 () Int)
(declare-fun byte () Int)
(declare-fun w111_byte () Int)
(declare-fun w111_0 () Int)
(assert
 (let (($x194 (= byte (+ (+ 0 (* 4 (+ 0 (* r110_0 1)))) r110_byte))))
 (and (and (>= r110_0 0) (< r110_0 16)) (and (>= r110_byte 0) (< r110_byte 4)) $x194)))
(assert
 (let (($x70 (= byte (+ (+ 0 (* 4 (+ 0 (* w111_0 1)))) w111_byte))))
 (and (and (>= w111_0 0) (< w111_0 16)) (and (>= w111_byte 0) (< w111_byte 4)) $x70)))
(assert
 (let (($x236 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x236))))
(check-sat)
