; program index_put_values_from_target, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r226_byte () Int)
(declare-fun r226_0 () Int)
(declare-fun byte () Int)
(declare-fun w227_byte () Int)
(declare-fun w227_0 () Int)
(assert
 (let (($x616 (= byte (+ (+ 0 (* 4 (+ 0 (* r226_0 1)))) r226_byte))))
 (and (and (>= r226_0 0) (< r226_0 8)) (and (>= r226_byte 0) (< r226_byte 4)) $x616)))
(assert
 (let (($x1271 (= byte (+ (+ 0 (* 4 (+ 0 (* w227_0 1)))) w227_byte))))
 (and (and (>= w227_0 0) (< w227_0 8)) (and (>= w227_byte 0) (< w227_byte 4)) $x1271)))
(assert
 (let (($x1173 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1173))))
(check-sat)
