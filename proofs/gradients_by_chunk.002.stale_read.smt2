; program gradients_by_chunk, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r500_byte () Int)
(declare-fun r500_1 () Int)
(declare-fun r500_0 () Int)
(declare-fun byte () Int)
(declare-fun w501_byte () Int)
(declare-fun w501_1 () Int)
(declare-fun w501_0 () Int)
(assert
 (let ((?x79 (+ 0 (* 4 (+ 0 (+ (* r500_0 5) (* r500_1 1)))))))
 (and (and (>= r500_0 0) (< r500_0 8)) (and (>= r500_1 0) (< r500_1 5)) (and (>= r500_byte 0) (< r500_byte 4)) (= byte (+ ?x79 r500_byte)))))
(assert
 (let ((?x2078 (+ 0 (* 4 (+ 20 (+ (* w501_0 5) (* w501_1 1)))))))
 (and (and (>= w501_0 0) (< w501_0 4)) (and (>= w501_1 0) (< w501_1 5)) (and (>= w501_byte 0) (< w501_byte 4)) (= byte (+ ?x2078 w501_byte)))))
(assert
 (let (($x756 (= (mod (mod (- (div (- byte 0) 4) 20) 5) 1) 0)))
(let (($x685 (< (div (mod (- (div (- byte 0) 4) 20) 5) 1) 5)))
(let (($x403 (and (>= (- (div (- byte 0) 4) 20) 0) (< (div (- (div (- byte 0) 4) 20) 5) 4) $x685 $x756)))
(or (or false) (not $x403))))))
(check-sat)
