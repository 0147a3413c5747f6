; program op_list_element_is_target, mul.self: stale read (auto_functionalized_v2 reads arg0_1 vs mul self=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r165_byte () Int)
(declare-fun r165_0 () Int)
(declare-fun byte () Int)
(declare-fun w166_byte () Int)
(declare-fun w166_0 () Int)
(assert
 (let (($x152 (= byte (+ (+ 0 (* 4 (+ 0 (* r165_0 1)))) r165_byte))))
 (and (and (>= r165_0 0) (< r165_0 16)) (and (>= r165_byte 0) (< r165_byte 4)) $x152)))
(assert
 (let (($x1154 (= byte (+ (+ 0 (* 4 (+ 0 (* w166_0 1)))) w166_byte))))
(and (and (>= w166_0 0) (< w166_0 16)) (and (>= w166_byte 0) (< w166_byte 4)) $x1154)))
(check-sat)
