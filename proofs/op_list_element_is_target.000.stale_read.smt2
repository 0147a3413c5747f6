; program op_list_element_is_target, mul.self: stale read (auto_functionalized_v2 reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r176_byte () Int)
(declare-fun r176_0 () Int)
(declare-fun byte () Int)
(declare-fun w177_byte () Int)
(declare-fun w177_0 () Int)
(assert
 (let (($x343 (= byte (+ (+ 0 (* 4 (+ 0 (* r176_0 1)))) r176_byte))))
 (and (and (>= r176_0 0) (< r176_0 16)) (and (>= r176_byte 0) (< r176_byte 4)) $x343)))
(assert
 (let (($x538 (= byte (+ (+ 0 (* 4 (+ 0 (* w177_0 1)))) w177_byte))))
(and (and (>= w177_0 0) (< w177_0 16)) (and (>= w177_byte 0) (< w177_byte 4)) $x538)))
(check-sat)
