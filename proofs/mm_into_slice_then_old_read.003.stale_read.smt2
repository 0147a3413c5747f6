; program mm_into_slice_then_old_read, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1096_byte () Int)
(declare-fun r1096_1 () Int)
(declare-fun r1096_0 () Int)
(declare-fun byte () Int)
(declare-fun w1097_byte () Int)
(declare-fun w1097_1 () Int)
(declare-fun w1097_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1098_byte () Int)
(declare-fun s1098_1 () Int)
(declare-fun s1098_0 () Int)
(assert
 (let ((?x869 (+ 0 (* 4 (+ 0 (+ (* r1096_0 7) (* r1096_1 1)))))))
 (and (and (>= r1096_0 0) (< r1096_0 8)) (and (>= r1096_1 0) (< r1096_1 7)) (and (>= r1096_byte 0) (< r1096_byte 4)) (= byte (+ ?x869 r1096_byte)))))
(assert
 (let ((?x904 (+ 0 (* 4 (+ 0 (+ (* w1097_0 7) (* w1097_1 1)))))))
 (and (and (>= w1097_0 0) (< w1097_0 4)) (and (>= w1097_1 0) (< w1097_1 7)) (and (>= w1097_byte 0) (< w1097_byte 4)) (= byte (+ ?x904 w1097_byte)))))
(assert
 (let (($x859 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x477 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1116 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x477 $x859)))
 (or (or false) (not $x1116))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x869 (+ 0 (* 4 (+ 0 (+ (* r1096_0 7) (* r1096_1 1)))))))
 (= carried0 (+ ?x869 held_byte0))))
(assert
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* s1098_0 7) (* s1098_1 1)))))))
(and (and (>= s1098_0 0) (< s1098_0 8)) (and (>= s1098_1 0) (< s1098_1 7)) (and (>= s1098_byte 0) (< s1098_byte 4)) (= carried0 (+ ?x455 s1098_byte)))))
(check-sat)
