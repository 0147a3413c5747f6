; program read_then_zeroed, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r450_byte () Int)
(declare-fun r450_0 () Int)
(declare-fun byte () Int)
(declare-fun w451_byte () Int)
(declare-fun w451_0 () Int)
(assert
 (let (($x300 (= byte (+ (+ 0 (* 4 (+ 0 (* r450_0 1)))) r450_byte))))
 (and (and (>= r450_0 0) (< r450_0 32)) (and (>= r450_byte 0) (< r450_byte 4)) $x300)))
(assert
 (let (($x842 (= byte (+ (+ 0 (* 4 (+ 0 (* w451_0 1)))) w451_byte))))
 (and (and (>= w451_0 0) (< w451_0 32)) (and (>= w451_byte 0) (< w451_byte 4)) $x842)))
(assert
 (let (($x90 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x90))))
(check-sat)
