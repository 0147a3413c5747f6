; program op_old_value_read_after, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r156_byte () Int)
(declare-fun r156_0 () Int)
(declare-fun byte () Int)
(declare-fun w157_byte () Int)
(declare-fun w157_0 () Int)
(assert
 (let (($x1161 (= byte (+ (+ 0 (* 4 (+ 0 (* r156_0 1)))) r156_byte))))
 (and (and (>= r156_0 0) (< r156_0 16)) (and (>= r156_byte 0) (< r156_byte 4)) $x1161)))
(assert
 (let (($x1057 (= byte (+ (+ 0 (* 4 (+ 0 (* w157_0 1)))) w157_byte))))
 (and (and (>= w157_0 0) (< w157_0 16)) (and (>= w157_byte 0) (< w157_byte 4)) $x1057)))
(assert
 (let (($x33 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x33))))
(check-sat)
