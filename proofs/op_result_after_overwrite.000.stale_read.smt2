; program op_result_after_overwrite, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r183_byte () Int)
(declare-fun r183_0 () Int)
(declare-fun byte () Int)
(declare-fun w184_byte () Int)
(declare-fun w184_0 () Int)
(assert
 (let (($x1140 (= byte (+ (+ 0 (* 4 (+ 0 (* r183_0 1)))) r183_byte))))
 (and (and (>= r183_0 0) (< r183_0 16)) (and (>= r183_byte 0) (< r183_byte 4)) $x1140)))
(assert
 (let (($x314 (= byte (+ (+ 0 (* 4 (+ 0 (* w184_0 1)))) w184_byte))))
 (and (and (>= w184_0 0) (< w184_0 16)) (and (>= w184_byte 0) (< w184_byte 4)) $x314)))
(assert
 (let (($x974 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x974))))
(check-sat)
