; program mm_into_slices, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried then sizes=(8, 7) strides=(7, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1046_byte () Int)
(declare-fun r1046_1 () Int)
(declare-fun r1046_0 () Int)
(declare-fun byte () Int)
(declare-fun w1047_byte () Int)
(declare-fun w1047_1 () Int)
(declare-fun w1047_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1048_byte () Int)
(declare-fun s1048_1 () Int)
(declare-fun s1048_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1049_byte () Int)
(declare-fun s1049_1 () Int)
(declare-fun s1049_0 () Int)
(assert
 (let ((?x815 (+ 0 (* 4 (+ 0 (+ (* r1046_0 7) (* r1046_1 1)))))))
 (and (and (>= r1046_0 0) (< r1046_0 8)) (and (>= r1046_1 0) (< r1046_1 7)) (and (>= r1046_byte 0) (< r1046_byte 4)) (= byte (+ ?x815 r1046_byte)))))
(assert
 (let ((?x1075 (+ 0 (* 4 (+ 0 (+ (* w1047_0 7) (* w1047_1 1)))))))
 (and (and (>= w1047_0 0) (< w1047_0 4)) (and (>= w1047_1 0) (< w1047_1 7)) (and (>= w1047_byte 0) (< w1047_byte 4)) (= byte (+ ?x1075 w1047_byte)))))
(assert
 (let (($x1258 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1223 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1143 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1223 $x1258)))
 (let (($x886 (or false)))
 (or $x886 (not $x1143)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x815 (+ 0 (* 4 (+ 0 (+ (* r1046_0 7) (* r1046_1 1)))))))
 (= carried0 (+ ?x815 held_byte0))))
(assert
 (let ((?x862 (+ 0 (* 4 (+ 0 (+ (* s1048_0 7) (* s1048_1 1)))))))
 (and (and (>= s1048_0 0) (< s1048_0 8)) (and (>= s1048_1 0) (< s1048_1 7)) (and (>= s1048_byte 0) (< s1048_byte 4)) (= carried0 (+ ?x862 s1048_byte)))))
(assert
 (let (($x858 (= (mod (mod (- (div (- carried0 0) 4) 28) 7) 1) 0)))
 (let (($x385 (< (div (mod (- (div (- carried0 0) 4) 28) 7) 1) 7)))
 (let (($x1212 (and (>= (- (div (- carried0 0) 4) 28) 0) (< (div (- (div (- carried0 0) 4) 28) 7) 4) $x385 $x858)))
 (let (($x886 (or false)))
 (or $x886 (not $x1212)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x862 (+ 0 (* 4 (+ 0 (+ (* s1048_0 7) (* s1048_1 1)))))))
 (= carried1 (+ ?x862 held_byte1))))
(assert
 (let ((?x105 (+ 0 (* 4 (+ 0 (+ (* s1049_0 7) (* s1049_1 1)))))))
(and (and (>= s1049_0 0) (< s1049_0 8)) (and (>= s1049_1 0) (< s1049_1 7)) (and (>= s1049_byte 0) (< s1049_byte 4)) (= carried1 (+ ?x105 s1049_byte)))))
(check-sat)
