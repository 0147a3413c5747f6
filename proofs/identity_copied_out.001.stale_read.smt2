; program identity_copied_out, mul.out: stale read (end of graph reads arg0_1 vs mul out=arg0_1 (the bytes copy_ stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1114_byte () Int)
(declare-fun r1114_1 () Int)
(declare-fun r1114_0 () Int)
(declare-fun byte () Int)
(declare-fun w1115_byte () Int)
(declare-fun w1115_1 () Int)
(declare-fun w1115_0 () Int)
(assert
 (let ((?x1164 (+ 0 (* 4 (+ 0 (+ (* r1114_0 4) (* r1114_1 1)))))))
 (and (and (>= r1114_0 0) (< r1114_0 4)) (and (>= r1114_1 0) (< r1114_1 4)) (and (>= r1114_byte 0) (< r1114_byte 4)) (= byte (+ ?x1164 r1114_byte)))))
(assert
 (let ((?x889 (+ 0 (* 4 (+ 0 (+ (* w1115_0 4) (* w1115_1 1)))))))
 (and (and (>= w1115_0 0) (< w1115_0 4)) (and (>= w1115_1 0) (< w1115_1 4)) (and (>= w1115_byte 0) (< w1115_byte 4)) (= byte (+ ?x889 w1115_byte)))))
(assert
 (let (($x1162 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x1237 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x109 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x1237 $x1162)))
(or (or false) (not $x109))))))
(check-sat)
