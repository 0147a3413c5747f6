; program merge_shifted, slice_scatter_1.base: stale read (end of graph reads arg0_1 vs slice_scatter_1 src=getitem_1 into slice_scatter)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r381_byte () Int)
(declare-fun r381_1 () Int)
(declare-fun r381_0 () Int)
(declare-fun byte () Int)
(declare-fun w382_byte () Int)
(declare-fun w382_1 () Int)
(declare-fun w382_0 () Int)
(assert
 (let ((?x203 (+ 0 (* 4 (+ 0 (+ (* r381_0 16) (* r381_1 1)))))))
 (and (and (>= r381_0 0) (< r381_0 8)) (and (>= r381_1 0) (< r381_1 16)) (and (>= r381_byte 0) (< r381_byte 4)) (= byte (+ ?x203 r381_byte)))))
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* w382_0 16) (* w382_1 1)))))))
 (and (and (>= w382_0 0) (< w382_0 7)) (and (>= w382_1 0) (< w382_1 16)) (and (>= w382_byte 0) (< w382_byte 4)) (= byte (+ ?x152 w382_byte)))))
(assert
 (let (($x162 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x526 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x151 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x526 $x162)))
(or (or false) (not $x151))))))
(check-sat)
