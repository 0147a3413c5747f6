; program gradients_by_chunk, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried then sizes=(8, 5) strides=(5, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1057_byte () Int)
(declare-fun r1057_1 () Int)
(declare-fun r1057_0 () Int)
(declare-fun byte () Int)
(declare-fun w1058_byte () Int)
(declare-fun w1058_1 () Int)
(declare-fun w1058_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1059_byte () Int)
(declare-fun s1059_1 () Int)
(declare-fun s1059_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1060_byte () Int)
(declare-fun s1060_1 () Int)
(declare-fun s1060_0 () Int)
(assert
 (let ((?x200 (+ 0 (* 4 (+ 0 (+ (* r1057_0 5) (* r1057_1 1)))))))
 (and (and (>= r1057_0 0) (< r1057_0 8)) (and (>= r1057_1 0) (< r1057_1 5)) (and (>= r1057_byte 0) (< r1057_byte 4)) (= byte (+ ?x200 r1057_byte)))))
(assert
 (let ((?x1286 (+ 0 (* 4 (+ 0 (+ (* w1058_0 5) (* w1058_1 1)))))))
 (and (and (>= w1058_0 0) (< w1058_0 4)) (and (>= w1058_1 0) (< w1058_1 5)) (and (>= w1058_byte 0) (< w1058_byte 4)) (= byte (+ ?x1286 w1058_byte)))))
(assert
 (let (($x876 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
 (let (($x893 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
 (let (($x645 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 4) $x893 $x876)))
 (let (($x886 (or false)))
 (or $x886 (not $x645)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x200 (+ 0 (* 4 (+ 0 (+ (* r1057_0 5) (* r1057_1 1)))))))
 (= carried0 (+ ?x200 held_byte0))))
(assert
 (let ((?x1216 (+ 0 (* 4 (+ 0 (+ (* s1059_0 5) (* s1059_1 1)))))))
 (and (and (>= s1059_0 0) (< s1059_0 8)) (and (>= s1059_1 0) (< s1059_1 5)) (and (>= s1059_byte 0) (< s1059_byte 4)) (= carried0 (+ ?x1216 s1059_byte)))))
(assert
 (let (($x1075 (= (mod (mod (- (div (- carried0 0) 4) 20) 5) 1) 0)))
 (let (($x370 (< (div (mod (- (div (- carried0 0) 4) 20) 5) 1) 5)))
 (let (($x675 (and (>= (- (div (- carried0 0) 4) 20) 0) (< (div (- (div (- carried0 0) 4) 20) 5) 4) $x370 $x1075)))
 (let (($x886 (or false)))
 (or $x886 (not $x675)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x1216 (+ 0 (* 4 (+ 0 (+ (* s1059_0 5) (* s1059_1 1)))))))
 (= carried1 (+ ?x1216 held_byte1))))
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* s1060_0 5) (* s1060_1 1)))))))
(and (and (>= s1060_0 0) (< s1060_0 8)) (and (>= s1060_1 0) (< s1060_1 5)) (and (>= s1060_byte 0) (< s1060_byte 4)) (= carried1 (+ ?x75 s1060_byte)))))
(check-sat)
