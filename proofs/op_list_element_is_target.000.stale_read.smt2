; program op_list_element_is_target, mul.self: stale read (auto_functionalized_v2 reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r163_byte () Int)
(declare-fun r163_0 () Int)
(declare-fun byte () Int)
(declare-fun w164_byte () Int)
(declare-fun w164_0 () Int)
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 0 (* r163_0 1)))) r163_byte))))
 (and (and (>= r163_0 0) (< r163_0 16)) (and (>= r163_byte 0) (< r163_byte 4)) $x42)))
(assert
 (let (($x344 (= byte (+ (+ 0 (* 4 (+ 0 (* w164_0 1)))) w164_byte))))
(and (and (>= w164_0 0) (< w164_0 16)) (and (>= w164_byte 0) (< w164_byte 4)) $x344)))
(check-sat)
