; program mm_into_slice_then_old_read, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1095_byte () Int)
(declare-fun r1095_1 () Int)
(declare-fun r1095_0 () Int)
(declare-fun byte () Int)
(declare-fun w1096_byte () Int)
(declare-fun w1096_1 () Int)
(declare-fun w1096_0 () Int)
(assert
 (let ((?x891 (+ 0 (* 4 (+ 0 (+ (* r1095_0 7) (* r1095_1 1)))))))
 (and (and (>= r1095_0 0) (< r1095_0 8)) (and (>= r1095_1 0) (< r1095_1 7)) (and (>= r1095_byte 0) (< r1095_byte 4)) (= byte (+ ?x891 r1095_byte)))))
(assert
 (let ((?x791 (+ 0 (* 4 (+ 0 (+ (* w1096_0 7) (* w1096_1 1)))))))
 (and (and (>= w1096_0 0) (< w1096_0 4)) (and (>= w1096_1 0) (< w1096_1 7)) (and (>= w1096_byte 0) (< w1096_byte 4)) (= byte (+ ?x791 w1096_byte)))))
(assert
 (let (($x453 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x193 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x763 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x193 $x453)))
(or (or false) (not $x763))))))
(check-sat)
