; program gradients_by_chunk, addmm.self: stale read (end of graph reads arg4_1 vs addmm self=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r694_byte () Int)
(declare-fun r694_1 () Int)
(declare-fun r694_0 () Int)
(declare-fun byte () Int)
(declare-fun w695_byte () Int)
(declare-fun w695_1 () Int)
(declare-fun w695_0 () Int)
(assert
 (let ((?x358 (+ 0 (* 4 (+ 0 (+ (* r694_0 5) (* r694_1 1)))))))
 (and (and (>= r694_0 0) (< r694_0 6)) (and (>= r694_1 0) (< r694_1 5)) (and (>= r694_byte 0) (< r694_byte 4)) (= byte (+ ?x358 r694_byte)))))
(assert
 (let ((?x385 (+ 0 (* 4 (+ 0 (+ (* w695_0 5) (* w695_1 1)))))))
 (and (and (>= w695_0 0) (< w695_0 6)) (and (>= w695_1 0) (< w695_1 5)) (and (>= w695_byte 0) (< w695_byte 4)) (= byte (+ ?x385 w695_byte)))))
(assert
 (let (($x1402 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x1302 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x309 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x1302 $x1402)))
(or (or false) (not $x309))))))
(check-sat)
