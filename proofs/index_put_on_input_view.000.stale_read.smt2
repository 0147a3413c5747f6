; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r124_byte () Int)
(declare-fun r124_1 () Int)
(declare-fun r124_0 () Int)
(declare-fun byte () Int)
(declare-fun w125_byte () Int)
(declare-fun w125_0 () Int)
(assert
 (let ((?x280 (+ 0 (* 4 (+ 0 (+ (* r124_0 8) (* r124_1 1)))))))
 (and (and (>= r124_0 0) (< r124_0 2)) (and (>= r124_1 0) (< r124_1 8)) (and (>= r124_byte 0) (< r124_byte 4)) (= byte (+ ?x280 r124_byte)))))
(assert
 (let (($x130 (= byte (+ (+ 0 (* 4 (+ 8 (* w125_0 1)))) w125_byte))))
 (and (and (>= w125_0 0) (< w125_0 8)) (and (>= w125_byte 0) (< w125_byte 4)) $x130)))
(assert
 (let (($x249 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x249))))
(check-sat)
