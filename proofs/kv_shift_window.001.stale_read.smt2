; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r470_byte () Int)
(declare-fun r470_1 () Int)
(declare-fun r470_0 () Int)
(declare-fun byte () Int)
(declare-fun w471_byte () Int)
(declare-fun w471_1 () Int)
(declare-fun w471_0 () Int)
(assert
 (let ((?x421 (+ 0 (* 4 (+ 0 (+ (* r470_0 8) (* r470_1 1)))))))
 (and (and (>= r470_0 0) (< r470_0 16)) (and (>= r470_1 0) (< r470_1 8)) (and (>= r470_byte 0) (< r470_byte 4)) (= byte (+ ?x421 r470_byte)))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* w471_0 8) (* w471_1 1)))))))
 (and (and (>= w471_0 0) (< w471_0 15)) (and (>= w471_1 0) (< w471_1 8)) (and (>= w471_byte 0) (< w471_byte 4)) (= byte (+ ?x258 w471_byte)))))
(assert
 (let (($x93 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x69 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x414 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x69 $x93)))
(or (or false) (not $x414))))))
(check-sat)
