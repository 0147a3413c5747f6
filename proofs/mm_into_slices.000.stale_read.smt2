; program mm_into_slices, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried then sizes=(8, 7) strides=(7, 1) offset=0 itemsize=4)
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
 (let ((?x816 (+ 0 (* 4 (+ 0 (+ (* r1050_0 7) (* r1050_1 1)))))))
 (and (and (>= r1050_0 0) (< r1050_0 8)) (and (>= r1050_1 0) (< r1050_1 7)) (and (>= r1050_byte 0) (< r1050_byte 4)) (= byte (+ ?x816 r1050_byte)))))
(assert
 (let ((?x1199 (+ 0 (* 4 (+ 0 (+ (* w1051_0 7) (* w1051_1 1)))))))
 (and (and (>= w1051_0 0) (< w1051_0 4)) (and (>= w1051_1 0) (< w1051_1 7)) (and (>= w1051_byte 0) (< w1051_byte 4)) (= byte (+ ?x1199 w1051_byte)))))
(assert
 (let (($x1134 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1177 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1158 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1177 $x1134)))
 (let (($x886 (or false)))
 (or $x886 (not $x1158)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x816 (+ 0 (* 4 (+ 0 (+ (* r1050_0 7) (* r1050_1 1)))))))
 (= carried0 (+ ?x816 held_byte0))))
(assert
 (let ((?x708 (+ 0 (* 4 (+ 0 (+ (* s1052_0 7) (* s1052_1 1)))))))
 (and (and (>= s1052_0 0) (< s1052_0 8)) (and (>= s1052_1 0) (< s1052_1 7)) (and (>= s1052_byte 0) (< s1052_byte 4)) (= carried0 (+ ?x708 s1052_byte)))))
(assert
 (let (($x858 (= (mod (mod (- (div (- carried0 0) 4) 28) 7) 1) 0)))
 (let (($x722 (< (div (mod (- (div (- carried0 0) 4) 28) 7) 1) 7)))
 (let (($x1254 (and (>= (- (div (- carried0 0) 4) 28) 0) (< (div (- (div (- carried0 0) 4) 28) 7) 4) $x722 $x858)))
 (let (($x886 (or false)))
 (or $x886 (not $x1254)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x708 (+ 0 (* 4 (+ 0 (+ (* s1052_0 7) (* s1052_1 1)))))))
 (= carried1 (+ ?x708 held_byte1))))
(assert
 (let ((?x429 (+ 0 (* 4 (+ 0 (+ (* s1053_0 7) (* s1053_1 1)))))))
(and (and (>= s1053_0 0) (< s1053_0 8)) (and (>= s1053_1 0) (< s1053_1 7)) (and (>= s1053_byte 0) (< s1053_byte 4)) (= carried1 (+ ?x429 s1053_byte)))))
(check-sat)
