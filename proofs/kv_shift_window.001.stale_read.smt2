; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
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
 (let ((?x38406 (+ 0 (* 4 (+ 0 (+ (* r382_0 8) (* r382_1 1)))))))
 (and (and (>= r382_0 0) (< r382_0 16)) (and (>= r382_1 0) (< r382_1 8)) (and (>= r382_byte 0) (< r382_byte 4)) (= byte (+ ?x38406 r382_byte)))))
(assert
 (let ((?x406 (+ 0 (* 4 (+ 0 (+ (* w383_0 8) (* w383_1 1)))))))
 (and (and (>= w383_0 0) (< w383_0 15)) (and (>= w383_1 0) (< w383_1 8)) (and (>= w383_byte 0) (< w383_byte 4)) (= byte (+ ?x406 w383_byte)))))
(assert
 (let (($x1080 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x227 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x712 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x227 $x1080)))
(or (or false) (not $x712))))))
(check-sat)
