; program index_put_returns_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r290_byte () Int)
(declare-fun r290_0 () Int)
(declare-fun byte () Int)
(declare-fun w291_byte () Int)
(declare-fun w291_0 () Int)
(assert
 (let (($x144 (= byte (+ (+ 0 (* 4 (+ 0 (* r290_0 1)))) r290_byte))))
 (and (and (>= r290_0 0) (< r290_0 8)) (and (>= r290_byte 0) (< r290_byte 4)) $x144)))
(assert
 (let (($x1295 (= byte (+ (+ 0 (* 4 (+ 0 (* w291_0 1)))) w291_byte))))
 (and (and (>= w291_0 0) (< w291_0 8)) (and (>= w291_byte 0) (< w291_byte 4)) $x1295)))
(assert
 (let (($x646 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x646))))
(check-sat)
