; program gradients_by_chunk, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried then sizes=(8, 5) strides=(5, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1007_byte () Int)
(declare-fun r1007_1 () Int)
(declare-fun r1007_0 () Int)
(declare-fun byte () Int)
(declare-fun w1008_byte () Int)
(declare-fun w1008_1 () Int)
(declare-fun w1008_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1009_byte () Int)
(declare-fun s1009_1 () Int)
(declare-fun s1009_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1010_byte () Int)
(declare-fun s1010_1 () Int)
(declare-fun s1010_0 () Int)
(assert
 (let ((?x1124 (+ 0 (* 4 (+ 0 (+ (* r1007_0 5) (* r1007_1 1)))))))
 (and (and (>= r1007_0 0) (< r1007_0 8)) (and (>= r1007_1 0) (< r1007_1 5)) (and (>= r1007_byte 0) (< r1007_byte 4)) (= byte (+ ?x1124 r1007_byte)))))
(assert
 (let ((?x183 (+ 0 (* 4 (+ 0 (+ (* w1008_0 5) (* w1008_1 1)))))))
 (and (and (>= w1008_0 0) (< w1008_0 4)) (and (>= w1008_1 0) (< w1008_1 5)) (and (>= w1008_byte 0) (< w1008_byte 4)) (= byte (+ ?x183 w1008_byte)))))
(assert
 (let (($x893 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
 (let (($x426 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
 (let (($x881 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 4) $x426 $x893)))
 (let (($x886 (or false)))
 (or $x886 (not $x881)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x1124 (+ 0 (* 4 (+ 0 (+ (* r1007_0 5) (* r1007_1 1)))))))
 (= carried0 (+ ?x1124 held_byte0))))
(assert
 (let ((?x741 (+ 0 (* 4 (+ 0 (+ (* s1009_0 5) (* s1009_1 1)))))))
 (and (and (>= s1009_0 0) (< s1009_0 8)) (and (>= s1009_1 0) (< s1009_1 5)) (and (>= s1009_byte 0) (< s1009_byte 4)) (= carried0 (+ ?x741 s1009_byte)))))
(assert
 (let (($x1137 (= (mod (mod (- (div (- carried0 0) 4) 20) 5) 1) 0)))
 (let (($x762 (< (div (mod (- (div (- carried0 0) 4) 20) 5) 1) 5)))
 (let (($x63 (and (>= (- (div (- carried0 0) 4) 20) 0) (< (div (- (div (- carried0 0) 4) 20) 5) 4) $x762 $x1137)))
 (let (($x886 (or false)))
 (or $x886 (not $x63)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x741 (+ 0 (* 4 (+ 0 (+ (* s1009_0 5) (* s1009_1 1)))))))
 (= carried1 (+ ?x741 held_byte1))))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* s1010_0 5) (* s1010_1 1)))))))
(and (and (>= s1010_0 0) (< s1010_0 8)) (and (>= s1010_1 0) (< s1010_1 5)) (and (>= s1010_byte 0) (< s1010_byte 4)) (= carried1 (+ ?x189 s1010_byte)))))
(check-sat)
