; program op_old_value_read_after, auto_functionalized_v2.0: stale read (mul reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r114_byte () Int)
(declare-fun r114_0 () Int)
(declare-fun byte () Int)
(declare-fun w115_byte () Int)
(declare-fun w115_0 () Int)
(assert
 (let (($x50 (= byte (+ (+ 0 (* 4 (+ 0 (* r114_0 1)))) r114_byte))))
 (and (and (>= r114_0 0) (< r114_0 16)) (and (>= r114_byte 0) (< r114_byte 4)) $x50)))
(assert
 (let (($x237 (= byte (+ (+ 0 (* 4 (+ 0 (* w115_0 1)))) w115_byte))))
(and (and (>= w115_0 0) (< w115_0 16)) (and (>= w115_byte 0) (< w115_byte 4)) $x237)))
(check-sat)
