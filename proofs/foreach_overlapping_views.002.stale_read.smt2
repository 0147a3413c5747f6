; program foreach_overlapping_views, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r230_byte () Int)
(declare-fun r230_1 () Int)
(declare-fun r230_0 () Int)
(declare-fun byte () Int)
(declare-fun w231_byte () Int)
(declare-fun w231_1 () Int)
(declare-fun w231_0 () Int)
(assert
 (let ((?x268 (+ 0 (* 4 (+ 0 (+ (* r230_0 2) (* r230_1 1)))))))
 (and (and (>= r230_0 0) (< r230_0 4)) (and (>= r230_1 0) (< r230_1 2)) (and (>= r230_byte 0) (< r230_byte 4)) (= byte (+ ?x268 r230_byte)))))
(assert
 (let ((?x1382 (+ 0 (* 4 (+ 0 (+ (* w231_0 2) (* w231_1 1)))))))
 (and (and (>= w231_0 0) (< w231_0 3)) (and (>= w231_1 0) (< w231_1 2)) (and (>= w231_byte 0) (< w231_byte 4)) (= byte (+ ?x1382 w231_byte)))))
(assert
 (let (($x1403 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x446 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x349 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x446 $x1403)))
(or (or false) (not $x349))))))
(check-sat)
