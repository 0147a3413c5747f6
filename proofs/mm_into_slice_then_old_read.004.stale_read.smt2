; program mm_into_slice_then_old_read, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r528_byte () Int)
(declare-fun r528_1 () Int)
(declare-fun r528_0 () Int)
(declare-fun byte () Int)
(declare-fun w529_byte () Int)
(declare-fun w529_1 () Int)
(declare-fun w529_0 () Int)
(assert
 (let ((?x1053 (+ 0 (* 4 (+ 0 (+ (* r528_0 7) (* r528_1 1)))))))
 (and (and (>= r528_0 0) (< r528_0 8)) (and (>= r528_1 0) (< r528_1 7)) (and (>= r528_byte 0) (< r528_byte 4)) (= byte (+ ?x1053 r528_byte)))))
(assert
 (let ((?x161 (+ 0 (* 4 (+ 0 (+ (* w529_0 7) (* w529_1 1)))))))
 (and (and (>= w529_0 0) (< w529_0 4)) (and (>= w529_1 0) (< w529_1 7)) (and (>= w529_byte 0) (< w529_byte 4)) (= byte (+ ?x161 w529_byte)))))
(assert
 (let (($x784 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x205 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x2042 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x205 $x784)))
(or (or false) (not $x2042))))))
(check-sat)
