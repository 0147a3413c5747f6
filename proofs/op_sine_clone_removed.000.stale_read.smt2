; program op_sine_clone_removed, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r136_byte () Int)
(declare-fun r136_0 () Int)
(declare-fun byte () Int)
(declare-fun w137_byte () Int)
(declare-fun w137_0 () Int)
(assert
 (let (($x140 (= byte (+ (+ 0 (* 4 (+ 0 (* r136_0 1)))) r136_byte))))
 (and (and (>= r136_0 0) (< r136_0 16)) (and (>= r136_byte 0) (< r136_byte 4)) $x140)))
(assert
 (let (($x490 (= byte (+ (+ 0 (* 4 (+ 0 (* w137_0 1)))) w137_byte))))
 (and (and (>= w137_0 0) (< w137_0 16)) (and (>= w137_byte 0) (< w137_byte 4)) $x490)))
(assert
 (let (($x133 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x133))))
(check-sat)
