; program gradients_by_chunk, addmm.self: stale read (end of graph reads arg4_1 vs addmm self=arg4_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r504_byte () Int)
(declare-fun r504_1 () Int)
(declare-fun r504_0 () Int)
(declare-fun byte () Int)
(declare-fun w505_byte () Int)
(declare-fun w505_1 () Int)
(declare-fun w505_0 () Int)
(assert
 (let ((?x2079 (+ 0 (* 4 (+ 0 (+ (* r504_0 5) (* r504_1 1)))))))
 (and (and (>= r504_0 0) (< r504_0 6)) (and (>= r504_1 0) (< r504_1 5)) (and (>= r504_byte 0) (< r504_byte 4)) (= byte (+ ?x2079 r504_byte)))))
(assert
 (let ((?x42 (+ 0 (* 4 (+ 0 (+ (* w505_0 5) (* w505_1 1)))))))
 (and (and (>= w505_0 0) (< w505_0 6)) (and (>= w505_1 0) (< w505_1 5)) (and (>= w505_byte 0) (< w505_byte 4)) (= byte (+ ?x42 w505_byte)))))
(assert
 (let (($x2075 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x285 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1380 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x285 $x2075)))
(or (or false) (not $x1380))))))
(check-sat)
