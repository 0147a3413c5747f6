; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r224_byte () Int)
(declare-fun r224_1 () Int)
(declare-fun r224_0 () Int)
(declare-fun byte () Int)
(declare-fun w225_byte () Int)
(declare-fun w225_1 () Int)
(declare-fun w225_0 () Int)
(assert
 (let ((?x240 (+ 0 (* 4 (+ 0 (+ (* r224_0 8) (* r224_1 1)))))))
 (and (and (>= r224_0 0) (< r224_0 16)) (and (>= r224_1 0) (< r224_1 8)) (and (>= r224_byte 0) (< r224_byte 4)) (= byte (+ ?x240 r224_byte)))))
(assert
 (let ((?x202 (+ 0 (* 4 (+ 0 (+ (* w225_0 8) (* w225_1 1)))))))
 (and (and (>= w225_0 0) (< w225_0 15)) (and (>= w225_1 0) (< w225_1 8)) (and (>= w225_byte 0) (< w225_byte 4)) (= byte (+ ?x202 w225_byte)))))
(assert
 (let (($x192 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x227 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x244 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x227 $x192)))
(or (or false) (not $x244))))))
(check-sat)
