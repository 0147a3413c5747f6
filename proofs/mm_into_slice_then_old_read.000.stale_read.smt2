; program mm_into_slice_then_old_read, mul.self: stale read (slice_scatter reads arg0_1 vs mul self=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1089_byte () Int)
(declare-fun r1089_1 () Int)
(declare-fun r1089_0 () Int)
(declare-fun byte () Int)
(declare-fun w1090_byte () Int)
(declare-fun w1090_1 () Int)
(declare-fun w1090_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1091_byte () Int)
(declare-fun s1091_1 () Int)
(declare-fun s1091_0 () Int)
(assert
 (let ((?x1283 (+ 0 (* 4 (+ 0 (+ (* r1089_0 7) (* r1089_1 1)))))))
 (and (and (>= r1089_0 0) (< r1089_0 8)) (and (>= r1089_1 0) (< r1089_1 7)) (and (>= r1089_byte 0) (< r1089_byte 4)) (= byte (+ ?x1283 r1089_byte)))))
(assert
 (let ((?x852 (+ 0 (* 4 (+ 0 (+ (* w1090_0 7) (* w1090_1 1)))))))
 (and (and (>= w1090_0 0) (< w1090_0 4)) (and (>= w1090_1 0) (< w1090_1 7)) (and (>= w1090_byte 0) (< w1090_byte 4)) (= byte (+ ?x852 w1090_byte)))))
(assert
 (let (($x297 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x708 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x656 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x708 $x297)))
 (or (or false) (not $x656))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x1283 (+ 0 (* 4 (+ 0 (+ (* r1089_0 7) (* r1089_1 1)))))))
 (= carried0 (+ ?x1283 held_byte0))))
(assert
 (let ((?x853 (+ 0 (* 4 (+ 0 (+ (* s1091_0 7) (* s1091_1 1)))))))
(and (and (>= s1091_0 0) (< s1091_0 8)) (and (>= s1091_1 0) (< s1091_1 7)) (and (>= s1091_byte 0) (< s1091_byte 4)) (= carried0 (+ ?x853 s1091_byte)))))
(check-sat)
