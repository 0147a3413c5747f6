; program read_then_zeroed, add.self: clobbered result (end of graph reads add vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r624_byte () Int)
(declare-fun r624_0 () Int)
(declare-fun byte () Int)
(declare-fun w625_byte () Int)
(declare-fun w625_0 () Int)
(assert
 (let (($x2293 (= byte (+ (+ 0 (* 4 (+ 0 (* r624_0 1)))) r624_byte))))
 (and (and (>= r624_0 0) (< r624_0 32)) (and (>= r624_byte 0) (< r624_byte 4)) $x2293)))
(assert
 (let (($x55 (= byte (+ (+ 0 (* 4 (+ 0 (* w625_0 1)))) w625_byte))))
(and (and (>= w625_0 0) (< w625_0 32)) (and (>= w625_byte 0) (< w625_byte 4)) $x55)))
(check-sat)
