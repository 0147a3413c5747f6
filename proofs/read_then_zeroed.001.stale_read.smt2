; program read_then_zeroed, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r962_byte () Int)
(declare-fun r962_0 () Int)
(declare-fun byte () Int)
(declare-fun w963_byte () Int)
(declare-fun w963_0 () Int)
(assert
 (let (($x508 (= byte (+ (+ 0 (* 4 (+ 0 (* r962_0 1)))) r962_byte))))
 (and (and (>= r962_0 0) (< r962_0 32)) (and (>= r962_byte 0) (< r962_byte 4)) $x508)))
(assert
 (let (($x309 (= byte (+ (+ 0 (* 4 (+ 0 (* w963_0 1)))) w963_byte))))
 (and (and (>= w963_0 0) (< w963_0 32)) (and (>= w963_byte 0) (< w963_byte 4)) $x309)))
(assert
 (let (($x466 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x466))))
(check-sat)
