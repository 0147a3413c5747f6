; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried then sizes=(8, 4) strides=(4, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1100_byte () Int)
(declare-fun r1100_1 () Int)
(declare-fun r1100_0 () Int)
(declare-fun byte () Int)
(declare-fun w1101_byte () Int)
(declare-fun w1101_1 () Int)
(declare-fun w1101_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1102_byte () Int)
(declare-fun s1102_1 () Int)
(declare-fun s1102_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1103_byte () Int)
(declare-fun s1103_1 () Int)
(declare-fun s1103_0 () Int)
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r1100_0 4) (* r1100_1 1)))))))
 (and (and (>= r1100_0 0) (< r1100_0 8)) (and (>= r1100_1 0) (< r1100_1 4)) (and (>= r1100_byte 0) (< r1100_byte 4)) (= byte (+ ?x56 r1100_byte)))))
(assert
 (let ((?x789 (+ 0 (* 4 (+ 16 (+ (* w1101_0 4) (* w1101_1 1)))))))
 (and (and (>= w1101_0 0) (< w1101_0 4)) (and (>= w1101_1 0) (< w1101_1 4)) (and (>= w1101_byte 0) (< w1101_byte 4)) (= byte (+ ?x789 w1101_byte)))))
(assert
 (let (($x1176 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x287 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x562 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x287 $x1176)))
 (let (($x108 (or false)))
 (or $x108 (not $x562)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r1100_0 4) (* r1100_1 1)))))))
 (= carried0 (+ ?x56 held_byte0))))
(assert
 (let ((?x645 (+ 0 (* 4 (+ 0 (+ (* s1102_0 4) (* s1102_1 1)))))))
 (and (and (>= s1102_0 0) (< s1102_0 8)) (and (>= s1102_1 0) (< s1102_1 4)) (and (>= s1102_byte 0) (< s1102_byte 4)) (= carried0 (+ ?x645 s1102_byte)))))
(assert
 (let (($x760 (= (mod (mod (- (div (- carried0 0) 4) 16) 4) 1) 0)))
 (let (($x764 (< (div (mod (- (div (- carried0 0) 4) 16) 4) 1) 4)))
 (let (($x1133 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 4) 4) $x764 $x760)))
 (let (($x108 (or false)))
 (or $x108 (not $x1133)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x645 (+ 0 (* 4 (+ 0 (+ (* s1102_0 4) (* s1102_1 1)))))))
 (= carried1 (+ ?x645 held_byte1))))
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* s1103_0 4) (* s1103_1 1)))))))
(and (and (>= s1103_0 0) (< s1103_0 8)) (and (>= s1103_1 0) (< s1103_1 4)) (and (>= s1103_byte 0) (< s1103_byte 4)) (= carried1 (+ ?x501 s1103_byte)))))
(check-sat)
