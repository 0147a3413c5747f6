; program mm_into_slice_then_old_read, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1092_byte () Int)
(declare-fun r1092_1 () Int)
(declare-fun r1092_0 () Int)
(declare-fun byte () Int)
(declare-fun w1093_byte () Int)
(declare-fun w1093_1 () Int)
(declare-fun w1093_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1094_byte () Int)
(declare-fun s1094_1 () Int)
(declare-fun s1094_0 () Int)
(assert
 (let ((?x876 (+ 0 (* 4 (+ 0 (+ (* r1092_0 7) (* r1092_1 1)))))))
 (and (and (>= r1092_0 0) (< r1092_0 8)) (and (>= r1092_1 0) (< r1092_1 7)) (and (>= r1092_byte 0) (< r1092_byte 4)) (= byte (+ ?x876 r1092_byte)))))
(assert
 (let ((?x1069 (+ 0 (* 4 (+ 0 (+ (* w1093_0 7) (* w1093_1 1)))))))
 (and (and (>= w1093_0 0) (< w1093_0 4)) (and (>= w1093_1 0) (< w1093_1 7)) (and (>= w1093_byte 0) (< w1093_byte 4)) (= byte (+ ?x1069 w1093_byte)))))
(assert
 (let (($x453 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x193 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1247 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x193 $x453)))
 (or (or false) (not $x1247))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x876 (+ 0 (* 4 (+ 0 (+ (* r1092_0 7) (* r1092_1 1)))))))
 (= carried0 (+ ?x876 held_byte0))))
(assert
 (let ((?x297 (+ 0 (* 4 (+ 0 (+ (* s1094_0 7) (* s1094_1 1)))))))
(and (and (>= s1094_0 0) (< s1094_0 8)) (and (>= s1094_1 0) (< s1094_1 7)) (and (>= s1094_byte 0) (< s1094_byte 4)) (= carried0 (+ ?x297 s1094_byte)))))
(check-sat)
