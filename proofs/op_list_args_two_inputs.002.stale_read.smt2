; program op_list_args_two_inputs, add.self: stale read (copy_ reads getitem_1 vs add self=getitem_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r218_byte () Int)
(declare-fun r218_0 () Int)
(declare-fun byte () Int)
(declare-fun w219_byte () Int)
(declare-fun w219_0 () Int)
(assert
 (let (($x416 (= byte (+ (+ 0 (* 4 (+ 0 (* r218_0 1)))) r218_byte))))
 (and (and (>= r218_0 0) (< r218_0 8)) (and (>= r218_byte 0) (< r218_byte 4)) $x416)))
(assert
 (let (($x200 (= byte (+ (+ 0 (* 4 (+ 0 (* w219_0 1)))) w219_byte))))
(and (and (>= w219_0 0) (< w219_0 8)) (and (>= w219_byte 0) (< w219_byte 4)) $x200)))
(check-sat)
