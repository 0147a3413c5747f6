; program chunked_cross_entropy, mm_5.out: stale read (slice_scatter_8 reads slice_scatter_5 vs mm_5 out=slice_scatter_5 (the bytes slice_scatter_8 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r382_byte () Int)
(declare-fun r382_1 () Int)
(declare-fun r382_0 () Int)
(declare-fun byte () Int)
(declare-fun w383_byte () Int)
(declare-fun w383_1 () Int)
(declare-fun w383_0 () Int)
(assert
 (let ((?x551 (+ 0 (* 4 (+ 0 (+ (* r382_0 8) (* r382_1 1)))))))
 (and (and (>= r382_0 0) (< r382_0 16)) (and (>= r382_1 0) (< r382_1 8)) (and (>= r382_byte 0) (< r382_byte 4)) (= byte (+ ?x551 r382_byte)))))
(assert
 (let ((?x767 (+ 0 (* 4 (+ 64 (+ (* w383_0 8) (* w383_1 1)))))))
 (and (and (>= w383_0 0) (< w383_0 4)) (and (>= w383_1 0) (< w383_1 8)) (and (>= w383_byte 0) (< w383_byte 4)) (= byte (+ ?x767 w383_byte)))))
(assert
 (let (($x102 (= (mod (mod (- (div (- byte 0) 4) 64) 8) 1) 0)))
(let (($x2679 (< (div (mod (- (div (- byte 0) 4) 64) 8) 1) 8)))
(let (($x41 (and (>= (- (div (- byte 0) 4) 64) 0) (< (div (- (div (- byte 0) 4) 64) 8) 4) $x2679 $x102)))
(or (or false) (not $x41))))))
(check-sat)
