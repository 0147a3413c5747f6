; program gradients_by_chunk, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried then sizes=(8, 5) strides=(5, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1061_byte () Int)
(declare-fun r1061_1 () Int)
(declare-fun r1061_0 () Int)
(declare-fun byte () Int)
(declare-fun w1062_byte () Int)
(declare-fun w1062_1 () Int)
(declare-fun w1062_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1063_byte () Int)
(declare-fun s1063_1 () Int)
(declare-fun s1063_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1064_byte () Int)
(declare-fun s1064_1 () Int)
(declare-fun s1064_0 () Int)
(assert
 (let ((?x708 (+ 0 (* 4 (+ 0 (+ (* r1061_0 5) (* r1061_1 1)))))))
 (and (and (>= r1061_0 0) (< r1061_0 8)) (and (>= r1061_1 0) (< r1061_1 5)) (and (>= r1061_byte 0) (< r1061_byte 4)) (= byte (+ ?x708 r1061_byte)))))
(assert
 (let ((?x829 (+ 0 (* 4 (+ 0 (+ (* w1062_0 5) (* w1062_1 1)))))))
 (and (and (>= w1062_0 0) (< w1062_0 4)) (and (>= w1062_1 0) (< w1062_1 5)) (and (>= w1062_byte 0) (< w1062_byte 4)) (= byte (+ ?x829 w1062_byte)))))
(assert
 (let (($x848 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
 (let (($x320 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
 (let (($x846 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 4) $x320 $x848)))
 (let (($x886 (or false)))
 (or $x886 (not $x846)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x708 (+ 0 (* 4 (+ 0 (+ (* r1061_0 5) (* r1061_1 1)))))))
 (= carried0 (+ ?x708 held_byte0))))
(assert
 (let ((?x845 (+ 0 (* 4 (+ 0 (+ (* s1063_0 5) (* s1063_1 1)))))))
 (and (and (>= s1063_0 0) (< s1063_0 8)) (and (>= s1063_1 0) (< s1063_1 5)) (and (>= s1063_byte 0) (< s1063_byte 4)) (= carried0 (+ ?x845 s1063_byte)))))
(assert
 (let (($x116 (= (mod (mod (- (div (- carried0 0) 4) 20) 5) 1) 0)))
 (let (($x678 (< (div (mod (- (div (- carried0 0) 4) 20) 5) 1) 5)))
 (let (($x835 (and (>= (- (div (- carried0 0) 4) 20) 0) (< (div (- (div (- carried0 0) 4) 20) 5) 4) $x678 $x116)))
 (let (($x886 (or false)))
 (or $x886 (not $x835)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x845 (+ 0 (* 4 (+ 0 (+ (* s1063_0 5) (* s1063_1 1)))))))
 (= carried1 (+ ?x845 held_byte1))))
(assert
 (let ((?x1276 (+ 0 (* 4 (+ 0 (+ (* s1064_0 5) (* s1064_1 1)))))))
(and (and (>= s1064_0 0) (< s1064_0 8)) (and (>= s1064_1 0) (< s1064_1 5)) (and (>= s1064_byte 0) (< s1064_byte 4)) (= carried1 (+ ?x1276 s1064_byte)))))
(check-sat)
