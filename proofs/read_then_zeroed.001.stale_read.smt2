; program read_then_zeroed, add.self: stale read (end of graph reads arg0_1 vs add self=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r958_byte () Int)
(declare-fun r958_0 () Int)
(declare-fun byte () Int)
(declare-fun w959_byte () Int)
(declare-fun w959_0 () Int)
(assert
 (let (($x214 (= byte (+ (+ 0 (* 4 (+ 0 (* r958_0 1)))) r958_byte))))
 (and (and (>= r958_0 0) (< r958_0 32)) (and (>= r958_byte 0) (< r958_byte 4)) $x214)))
(assert
 (let (($x597 (= byte (+ (+ 0 (* 4 (+ 0 (* w959_0 1)))) w959_byte))))
 (and (and (>= w959_0 0) (< w959_0 32)) (and (>= w959_byte 0) (< w959_byte 4)) $x597)))
(assert
 (let (($x573 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x573))))
(check-sat)
