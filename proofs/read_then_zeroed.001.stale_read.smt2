; program read_then_zeroed, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r622_byte () Int)
(declare-fun r622_0 () Int)
(declare-fun byte () Int)
(declare-fun w623_byte () Int)
(declare-fun w623_0 () Int)
(assert
 (let (($x14157 (= byte (+ (+ 0 (* 4 (+ 0 (* r622_0 1)))) r622_byte))))
 (and (and (>= r622_0 0) (< r622_0 32)) (and (>= r622_byte 0) (< r622_byte 4)) $x14157)))
(assert
 (let (($x1667 (= byte (+ (+ 0 (* 4 (+ 0 (* w623_0 1)))) w623_byte))))
 (and (and (>= w623_0 0) (< w623_0 32)) (and (>= w623_byte 0) (< w623_byte 4)) $x1667)))
(assert
 (let (($x1653 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1653))))
(check-sat)
