; program reordered_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r142_byte () Int)
(declare-fun r142_0 () Int)
(declare-fun byte () Int)
(declare-fun w143_byte () Int)
(declare-fun w143_0 () Int)
(assert
 (let (($x356 (= byte (+ (+ 0 (* 4 (+ 0 (* r142_0 1)))) r142_byte))))
 (and (and (>= r142_0 0) (< r142_0 16)) (and (>= r142_byte 0) (< r142_byte 4)) $x356)))
(assert
 (let (($x62 (= byte (+ (+ 0 (* 4 (+ 0 (* w143_0 1)))) w143_byte))))
 (and (and (>= w143_0 0) (< w143_0 16)) (and (>= w143_byte 0) (< w143_byte 4)) $x62)))
(assert
 (let (($x348 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x348))))
(check-sat)
