; program reordered_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r102_byte () Int)
(declare-fun r102_0 () Int)
(declare-fun byte () Int)
(declare-fun w103_byte () Int)
(declare-fun w103_0 () Int)
(assert
 (let (($x58 (= byte (+ (+ 0 (* 4 (+ 0 (* r102_0 1)))) r102_byte))))
 (and (and (>= r102_0 0) (< r102_0 16)) (and (>= r102_byte 0) (< r102_byte 4)) $x58)))
(assert
 (let (($x47 (= byte (+ (+ 0 (* 4 (+ 0 (* w103_0 1)))) w103_byte))))
 (and (and (>= w103_0 0) (< w103_0 16)) (and (>= w103_byte 0) (< w103_byte 4)) $x47)))
(assert
 (let (($x198 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x198))))
(check-sat)
