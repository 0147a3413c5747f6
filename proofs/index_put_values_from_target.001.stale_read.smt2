; program index_put_values_from_target, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r239_byte () Int)
(declare-fun r239_0 () Int)
(declare-fun byte () Int)
(declare-fun w240_byte () Int)
(declare-fun w240_0 () Int)
(assert
 (let (($x322 (= byte (+ (+ 0 (* 4 (+ 0 (* r239_0 1)))) r239_byte))))
 (and (and (>= r239_0 0) (< r239_0 8)) (and (>= r239_byte 0) (< r239_byte 4)) $x322)))
(assert
 (let (($x266 (= byte (+ (+ 0 (* 4 (+ 0 (* w240_0 1)))) w240_byte))))
 (and (and (>= w240_0 0) (< w240_0 8)) (and (>= w240_byte 0) (< w240_byte 4)) $x266)))
(assert
 (let (($x498 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x498))))
(check-sat)
