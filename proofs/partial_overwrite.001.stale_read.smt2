; program partial_overwrite, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=arg1_1 into getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r24_byte () Int)
(declare-fun r24_1 () Int)
(declare-fun r24_0 () Int)
(declare-fun byte () Int)
(declare-fun w25_byte () Int)
(declare-fun w25_1 () Int)
(declare-fun w25_0 () Int)
(assert
 (let ((?x116 (+ 0 (* 4 (+ 0 (+ (* r24_0 8) (* r24_1 1)))))))
 (and (and (>= r24_0 0) (< r24_0 4)) (and (>= r24_1 0) (< r24_1 8)) (and (>= r24_byte 0) (< r24_byte 4)) (= byte (+ ?x116 r24_byte)))))
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* w25_0 8) (* w25_1 1)))))))
 (and (and (>= w25_0 0) (< w25_0 2)) (and (>= w25_1 0) (< w25_1 8)) (and (>= w25_byte 0) (< w25_byte 4)) (= byte (+ ?x136 w25_byte)))))
(assert
 (let (($x171 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x177 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x138 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x177 $x171)))
(or (or false) (not $x138))))))
(check-sat)
