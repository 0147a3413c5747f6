; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1101_byte () Int)
(declare-fun r1101_1 () Int)
(declare-fun r1101_0 () Int)
(declare-fun byte () Int)
(declare-fun w1102_byte () Int)
(declare-fun w1102_1 () Int)
(declare-fun w1102_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1103_byte () Int)
(declare-fun s1103_1 () Int)
(declare-fun s1103_0 () Int)
(assert
 (let ((?x860 (+ 0 (* 4 (+ 0 (+ (* r1101_0 4) (* r1101_1 1)))))))
 (and (and (>= r1101_0 0) (< r1101_0 8)) (and (>= r1101_1 0) (< r1101_1 4)) (and (>= r1101_byte 0) (< r1101_byte 4)) (= byte (+ ?x860 r1101_byte)))))
(assert
 (let ((?x1230 (+ 0 (* 4 (+ 16 (+ (* w1102_0 4) (* w1102_1 1)))))))
 (and (and (>= w1102_0 0) (< w1102_0 4)) (and (>= w1102_1 0) (< w1102_1 4)) (and (>= w1102_byte 0) (< w1102_byte 4)) (= byte (+ ?x1230 w1102_byte)))))
(assert
 (let (($x837 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x1103 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x691 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x1103 $x837)))
 (or (or false) (not $x691))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x860 (+ 0 (* 4 (+ 0 (+ (* r1101_0 4) (* r1101_1 1)))))))
 (= carried0 (+ ?x860 held_byte0))))
(assert
 (let ((?x867 (+ 0 (* 4 (+ 16 (+ (* s1103_0 4) (* s1103_1 1)))))))
(and (and (>= s1103_0 0) (< s1103_0 4)) (and (>= s1103_1 0) (< s1103_1 4)) (and (>= s1103_byte 0) (< s1103_byte 4)) (= carried0 (+ ?x867 s1103_byte)))))
(check-sat)
