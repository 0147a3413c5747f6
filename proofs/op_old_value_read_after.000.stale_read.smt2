; program op_old_value_read_after, auto_functionalized_v2.0: stale read (mul reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r154_byte () Int)
(declare-fun r154_0 () Int)
(declare-fun byte () Int)
(declare-fun w155_byte () Int)
(declare-fun w155_0 () Int)
(assert
 (let (($x1057 (= byte (+ (+ 0 (* 4 (+ 0 (* r154_0 1)))) r154_byte))))
 (and (and (>= r154_0 0) (< r154_0 16)) (and (>= r154_byte 0) (< r154_byte 4)) $x1057)))
(assert
 (let (($x140 (= byte (+ (+ 0 (* 4 (+ 0 (* w155_0 1)))) w155_byte))))
(and (and (>= w155_0 0) (< w155_0 16)) (and (>= w155_byte 0) (< w155_byte 4)) $x140)))
(check-sat)
