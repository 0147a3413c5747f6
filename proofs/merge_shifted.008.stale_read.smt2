; program merge_shifted, slice_scatter_1.base: stale read (end of graph reads copy_ vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r379_byte () Int)
(declare-fun r379_1 () Int)
(declare-fun r379_0 () Int)
(declare-fun byte () Int)
(declare-fun w380_byte () Int)
(declare-fun w380_1 () Int)
(declare-fun w380_0 () Int)
(assert
 (let ((?x266 (+ 0 (* 4 (+ 0 (+ (* r379_0 16) (* r379_1 1)))))))
 (and (and (>= r379_0 0) (< r379_0 8)) (and (>= r379_1 0) (< r379_1 16)) (and (>= r379_byte 0) (< r379_byte 4)) (= byte (+ ?x266 r379_byte)))))
(assert
 (let ((?x143 (+ 0 (* 4 (+ 0 (+ (* w380_0 16) (* w380_1 1)))))))
 (and (and (>= w380_0 0) (< w380_0 7)) (and (>= w380_1 0) (< w380_1 16)) (and (>= w380_byte 0) (< w380_byte 4)) (= byte (+ ?x143 w380_byte)))))
(assert
 (let (($x162 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x526 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x151 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x526 $x162)))
(or (or false) (not $x151))))))
(check-sat)
