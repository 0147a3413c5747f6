; program index_put_values_from_target, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r132_byte () Int)
(declare-fun r132_0 () Int)
(declare-fun byte () Int)
(declare-fun w133_byte () Int)
(declare-fun w133_0 () Int)
(assert
 (let (($x158 (= byte (+ (+ 0 (* 4 (+ 0 (* r132_0 1)))) r132_byte))))
 (and (and (>= r132_0 0) (< r132_0 8)) (and (>= r132_byte 0) (< r132_byte 4)) $x158)))
(assert
 (let (($x290 (= byte (+ (+ 0 (* 4 (+ 0 (* w133_0 1)))) w133_byte))))
 (and (and (>= w133_0 0) (< w133_0 8)) (and (>= w133_byte 0) (< w133_byte 4)) $x290)))
(assert
 (let (($x208 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x208))))
(check-sat)
