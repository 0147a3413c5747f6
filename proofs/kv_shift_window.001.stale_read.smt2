; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r380_byte () Int)
(declare-fun r380_1 () Int)
(declare-fun r380_0 () Int)
(declare-fun byte () Int)
(declare-fun w381_byte () Int)
(declare-fun w381_1 () Int)
(declare-fun w381_0 () Int)
(assert
 (let ((?x1670 (+ 0 (* 4 (+ 0 (+ (* r380_0 8) (* r380_1 1)))))))
 (and (and (>= r380_0 0) (< r380_0 16)) (and (>= r380_1 0) (< r380_1 8)) (and (>= r380_byte 0) (< r380_byte 4)) (= byte (+ ?x1670 r380_byte)))))
(assert
 (let ((?x234 (+ 0 (* 4 (+ 0 (+ (* w381_0 8) (* w381_1 1)))))))
 (and (and (>= w381_0 0) (< w381_0 15)) (and (>= w381_1 0) (< w381_1 8)) (and (>= w381_byte 0) (< w381_byte 4)) (= byte (+ ?x234 w381_byte)))))
(assert
 (let (($x1035 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x269 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x139 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x269 $x1035)))
(or (or false) (not $x139))))))
(check-sat)
