; program reordered_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r126_byte () Int)
(declare-fun r126_0 () Int)
(declare-fun byte () Int)
(declare-fun w127_byte () Int)
(declare-fun w127_0 () Int)
(assert
 (let (($x217 (= byte (+ (+ 0 (* 4 (+ 0 (* r126_0 1)))) r126_byte))))
 (and (and (>= r126_0 0) (< r126_0 16)) (and (>= r126_byte 0) (< r126_byte 4)) $x217)))
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 0 (* w127_0 1)))) w127_byte))))
 (and (and (>= w127_0 0) (< w127_0 16)) (and (>= w127_byte 0) (< w127_byte 4)) $x69)))
(assert
 (let (($x155 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x155))))
(check-sat)
