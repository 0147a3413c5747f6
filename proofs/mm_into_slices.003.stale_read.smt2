; program mm_into_slices, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r684_byte () Int)
(declare-fun r684_1 () Int)
(declare-fun r684_0 () Int)
(declare-fun byte () Int)
(declare-fun w685_byte () Int)
(declare-fun w685_1 () Int)
(declare-fun w685_0 () Int)
(assert
 (let ((?x31865 (+ 0 (* 4 (+ 0 (+ (* r684_0 7) (* r684_1 1)))))))
 (and (and (>= r684_0 0) (< r684_0 8)) (and (>= r684_1 0) (< r684_1 7)) (and (>= r684_byte 0) (< r684_byte 4)) (= byte (+ ?x31865 r684_byte)))))
(assert
 (let ((?x466 (+ 0 (* 4 (+ 28 (+ (* w685_0 7) (* w685_1 1)))))))
 (and (and (>= w685_0 0) (< w685_0 4)) (and (>= w685_1 0) (< w685_1 7)) (and (>= w685_byte 0) (< w685_byte 4)) (= byte (+ ?x466 w685_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x1826 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x11080 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x1826 $x196)))
(or (or false) (not $x11080))))))
(check-sat)
