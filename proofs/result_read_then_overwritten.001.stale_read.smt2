; program result_read_then_overwritten, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r22_byte () Int)
(declare-fun r22_0 () Int)
(declare-fun byte () Int)
(declare-fun w23_byte () Int)
(declare-fun w23_0 () Int)
(assert
 (let (($x111 (= byte (+ (+ 0 (* 4 (+ 0 (* r22_0 1)))) r22_byte))))
 (and (and (>= r22_0 0) (< r22_0 16)) (and (>= r22_byte 0) (< r22_byte 4)) $x111)))
(assert
 (let (($x57 (= byte (+ (+ 0 (* 4 (+ 0 (* w23_0 1)))) w23_byte))))
 (and (and (>= w23_0 0) (< w23_0 16)) (and (>= w23_byte 0) (< w23_byte 4)) $x57)))
(assert
 (let (($x158 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x158))))
(check-sat)
