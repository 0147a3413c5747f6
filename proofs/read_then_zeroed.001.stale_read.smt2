; program read_then_zeroed, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r910_byte () Int)
(declare-fun r910_0 () Int)
(declare-fun byte () Int)
(declare-fun w911_byte () Int)
(declare-fun w911_0 () Int)
(assert
 (let (($x663 (= byte (+ (+ 0 (* 4 (+ 0 (* r910_0 1)))) r910_byte))))
 (and (and (>= r910_0 0) (< r910_0 32)) (and (>= r910_byte 0) (< r910_byte 4)) $x663)))
(assert
 (let (($x577 (= byte (+ (+ 0 (* 4 (+ 0 (* w911_0 1)))) w911_byte))))
 (and (and (>= w911_0 0) (< w911_0 32)) (and (>= w911_byte 0) (< w911_byte 4)) $x577)))
(assert
 (let (($x527 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x527))))
(check-sat)
