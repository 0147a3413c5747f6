; program result_read_then_overwritten, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r23_byte () Int)
(declare-fun r23_0 () Int)
(declare-fun byte () Int)
(declare-fun w24_byte () Int)
(declare-fun w24_0 () Int)
(assert
 (let (($x169 (= byte (+ (+ 0 (* 4 (+ 0 (* r23_0 1)))) r23_byte))))
 (and (and (>= r23_0 0) (< r23_0 16)) (and (>= r23_byte 0) (< r23_byte 4)) $x169)))
(assert
 (let (($x115 (= byte (+ (+ 0 (* 4 (+ 0 (* w24_0 1)))) w24_byte))))
 (and (and (>= w24_0 0) (< w24_0 16)) (and (>= w24_byte 0) (< w24_byte 4)) $x115)))
(assert
 (let (($x24 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x24))))
(check-sat)
