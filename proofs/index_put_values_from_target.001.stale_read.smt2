; program index_put_values_from_target, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r224_byte () Int)
(declare-fun r224_0 () Int)
(declare-fun byte () Int)
(declare-fun w225_byte () Int)
(declare-fun w225_0 () Int)
(assert
 (let (($x673 (= byte (+ (+ 0 (* 4 (+ 0 (* r224_0 1)))) r224_byte))))
 (and (and (>= r224_0 0) (< r224_0 8)) (and (>= r224_byte 0) (< r224_byte 4)) $x673)))
(assert
 (let (($x976 (= byte (+ (+ 0 (* 4 (+ 0 (* w225_0 1)))) w225_byte))))
 (and (and (>= w225_0 0) (< w225_0 8)) (and (>= w225_byte 0) (< w225_byte 4)) $x976)))
(assert
 (let (($x349 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x349))))
(check-sat)
