; program op_sine_clone_removed, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r100_byte () Int)
(declare-fun r100_0 () Int)
(declare-fun byte () Int)
(declare-fun w101_byte () Int)
(declare-fun w101_0 () Int)
(assert
 (let (($x160 (= byte (+ (+ 0 (* 4 (+ 0 (* r100_0 1)))) r100_byte))))
 (and (and (>= r100_0 0) (< r100_0 16)) (and (>= r100_byte 0) (< r100_byte 4)) $x160)))
(assert
 (let (($x234 (= byte (+ (+ 0 (* 4 (+ 0 (* w101_0 1)))) w101_byte))))
 (and (and (>= w101_0 0) (< w101_0 16)) (and (>= w101_byte 0) (< w101_byte 4)) $x234)))
(assert
 (let (($x226 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x226))))
(check-sat)
