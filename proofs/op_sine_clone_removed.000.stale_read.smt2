; program op_sine_clone_removed, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r182_byte () Int)
(declare-fun r182_0 () Int)
(declare-fun byte () Int)
(declare-fun w183_byte () Int)
(declare-fun w183_0 () Int)
(assert
 (let (($x57 (= byte (+ (+ 0 (* 4 (+ 0 (* r182_0 1)))) r182_byte))))
 (and (and (>= r182_0 0) (< r182_0 16)) (and (>= r182_byte 0) (< r182_byte 4)) $x57)))
(assert
 (let (($x443 (= byte (+ (+ 0 (* 4 (+ 0 (* w183_0 1)))) w183_byte))))
 (and (and (>= w183_0 0) (< w183_0 16)) (and (>= w183_byte 0) (< w183_byte 4)) $x443)))
(assert
 (let (($x497 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x497))))
(check-sat)
