; program mm_into_slice_then_old_read, mul.self: stale read (slice_scatter reads arg0_1 vs mul self=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1035_byte () Int)
(declare-fun r1035_1 () Int)
(declare-fun r1035_0 () Int)
(declare-fun byte () Int)
(declare-fun w1036_byte () Int)
(declare-fun w1036_1 () Int)
(declare-fun w1036_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1037_byte () Int)
(declare-fun s1037_1 () Int)
(declare-fun s1037_0 () Int)
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* r1035_0 7) (* r1035_1 1)))))))
 (and (and (>= r1035_0 0) (< r1035_0 8)) (and (>= r1035_1 0) (< r1035_1 7)) (and (>= r1035_byte 0) (< r1035_byte 4)) (= byte (+ ?x444 r1035_byte)))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* w1036_0 7) (* w1036_1 1)))))))
 (and (and (>= w1036_0 0) (< w1036_0 4)) (and (>= w1036_1 0) (< w1036_1 7)) (and (>= w1036_byte 0) (< w1036_byte 4)) (= byte (+ ?x307 w1036_byte)))))
(assert
 (let (($x867 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1124 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1244 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1124 $x867)))
 (or (or false) (not $x1244))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x444 (+ 0 (* 4 (+ 0 (+ (* r1035_0 7) (* r1035_1 1)))))))
 (= carried0 (+ ?x444 held_byte0))))
(assert
 (let ((?x1108 (+ 0 (* 4 (+ 0 (+ (* s1037_0 7) (* s1037_1 1)))))))
(and (and (>= s1037_0 0) (< s1037_0 8)) (and (>= s1037_1 0) (< s1037_1 7)) (and (>= s1037_byte 0) (< s1037_byte 4)) (= carried0 (+ ?x1108 s1037_byte)))))
(check-sat)
