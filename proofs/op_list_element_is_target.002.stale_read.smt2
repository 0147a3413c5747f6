; program op_list_element_is_target, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r180_byte () Int)
(declare-fun r180_0 () Int)
(declare-fun byte () Int)
(declare-fun w181_byte () Int)
(declare-fun w181_0 () Int)
(assert
 (let (($x301 (= byte (+ (+ 0 (* 4 (+ 0 (* r180_0 1)))) r180_byte))))
 (and (and (>= r180_0 0) (< r180_0 16)) (and (>= r180_byte 0) (< r180_byte 4)) $x301)))
(assert
 (let (($x425 (= byte (+ (+ 0 (* 4 (+ 0 (* w181_0 1)))) w181_byte))))
(and (and (>= w181_0 0) (< w181_0 16)) (and (>= w181_byte 0) (< w181_byte 4)) $x425)))
(check-sat)
