; program op_list_v1_returns_views, auto_functionalized.xs[0]: stale read (end of graph reads arg1_1 vs auto_functionalized xs[0]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r262_byte () Int)
(declare-fun r262_0 () Int)
(declare-fun byte () Int)
(declare-fun w263_byte () Int)
(declare-fun w263_0 () Int)
(assert
 (let (($x840 (= byte (+ (+ 0 (* 4 (+ 0 (* r262_0 1)))) r262_byte))))
 (and (and (>= r262_0 0) (< r262_0 8)) (and (>= r262_byte 0) (< r262_byte 4)) $x840)))
(assert
 (let (($x1067 (= byte (+ (+ 0 (* 4 (+ 0 (* w263_0 1)))) w263_byte))))
 (and (and (>= w263_0 0) (< w263_0 8)) (and (>= w263_byte 0) (< w263_byte 4)) $x1067)))
(assert
 (let (($x646 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x646))))
(check-sat)
