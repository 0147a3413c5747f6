; program op_sine_clone_removed, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r169_byte () Int)
(declare-fun r169_0 () Int)
(declare-fun byte () Int)
(declare-fun w170_byte () Int)
(declare-fun w170_0 () Int)
(assert
 (let (($x672 (= byte (+ (+ 0 (* 4 (+ 0 (* r169_0 1)))) r169_byte))))
 (and (and (>= r169_0 0) (< r169_0 16)) (and (>= r169_byte 0) (< r169_byte 4)) $x672)))
(assert
 (let (($x428 (= byte (+ (+ 0 (* 4 (+ 0 (* w170_0 1)))) w170_byte))))
 (and (and (>= w170_0 0) (< w170_0 16)) (and (>= w170_byte 0) (< w170_byte 4)) $x428)))
(assert
 (let (($x1160 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1160))))
(check-sat)
