; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r472_byte () Int)
(declare-fun r472_1 () Int)
(declare-fun r472_0 () Int)
(declare-fun byte () Int)
(declare-fun w473_byte () Int)
(declare-fun w473_1 () Int)
(declare-fun w473_0 () Int)
(assert
 (let ((?x400 (+ 0 (* 4 (+ 0 (+ (* r472_0 8) (* r472_1 1)))))))
 (and (and (>= r472_0 0) (< r472_0 16)) (and (>= r472_1 0) (< r472_1 8)) (and (>= r472_byte 0) (< r472_byte 4)) (= byte (+ ?x400 r472_byte)))))
(assert
 (let ((?x441 (+ 0 (* 4 (+ 0 (+ (* w473_0 8) (* w473_1 1)))))))
 (and (and (>= w473_0 0) (< w473_0 15)) (and (>= w473_1 0) (< w473_1 8)) (and (>= w473_byte 0) (< w473_byte 4)) (= byte (+ ?x441 w473_byte)))))
(assert
 (let (($x168 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x500 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x56 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x500 $x168)))
(or (or false) (not $x56))))))
(check-sat)
