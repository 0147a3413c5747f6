; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried then sizes=(8, 4) strides=(4, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1050_byte () Int)
(declare-fun r1050_1 () Int)
(declare-fun r1050_0 () Int)
(declare-fun byte () Int)
(declare-fun w1051_byte () Int)
(declare-fun w1051_1 () Int)
(declare-fun w1051_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1052_byte () Int)
(declare-fun s1052_1 () Int)
(declare-fun s1052_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1053_byte () Int)
(declare-fun s1053_1 () Int)
(declare-fun s1053_0 () Int)
(assert
 (let ((?x743 (+ 0 (* 4 (+ 0 (+ (* r1050_0 4) (* r1050_1 1)))))))
 (and (and (>= r1050_0 0) (< r1050_0 8)) (and (>= r1050_1 0) (< r1050_1 4)) (and (>= r1050_byte 0) (< r1050_byte 4)) (= byte (+ ?x743 r1050_byte)))))
(assert
 (let ((?x1260 (+ 0 (* 4 (+ 16 (+ (* w1051_0 4) (* w1051_1 1)))))))
 (and (and (>= w1051_0 0) (< w1051_0 4)) (and (>= w1051_1 0) (< w1051_1 4)) (and (>= w1051_byte 0) (< w1051_byte 4)) (= byte (+ ?x1260 w1051_byte)))))
(assert
 (let (($x1190 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x1268 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x331 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x1268 $x1190)))
 (let (($x1137 (or false)))
 (or $x1137 (not $x331)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x743 (+ 0 (* 4 (+ 0 (+ (* r1050_0 4) (* r1050_1 1)))))))
 (= carried0 (+ ?x743 held_byte0))))
(assert
 (let ((?x902 (+ 0 (* 4 (+ 0 (+ (* s1052_0 4) (* s1052_1 1)))))))
 (and (and (>= s1052_0 0) (< s1052_0 8)) (and (>= s1052_1 0) (< s1052_1 4)) (and (>= s1052_byte 0) (< s1052_byte 4)) (= carried0 (+ ?x902 s1052_byte)))))
(assert
 (let (($x152 (= (mod (mod (- (div (- carried0 0) 4) 16) 4) 1) 0)))
 (let (($x826 (< (div (mod (- (div (- carried0 0) 4) 16) 4) 1) 4)))
 (let (($x873 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 4) 4) $x826 $x152)))
 (let (($x1137 (or false)))
 (or $x1137 (not $x873)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x902 (+ 0 (* 4 (+ 0 (+ (* s1052_0 4) (* s1052_1 1)))))))
 (= carried1 (+ ?x902 held_byte1))))
(assert
 (let ((?x488 (+ 0 (* 4 (+ 0 (+ (* s1053_0 4) (* s1053_1 1)))))))
(and (and (>= s1053_0 0) (< s1053_0 8)) (and (>= s1053_1 0) (< s1053_1 4)) (and (>= s1053_byte 0) (< s1053_byte 4)) (= carried1 (+ ?x488 s1053_byte)))))
(check-sat)
