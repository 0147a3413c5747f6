; program mm_into_slice_then_old_read, mul.self: stale read (slice_scatter reads arg0_1 vs mul self=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1085_byte () Int)
(declare-fun r1085_1 () Int)
(declare-fun r1085_0 () Int)
(declare-fun byte () Int)
(declare-fun w1086_byte () Int)
(declare-fun w1086_1 () Int)
(declare-fun w1086_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1087_byte () Int)
(declare-fun s1087_1 () Int)
(declare-fun s1087_0 () Int)
(assert
 (let ((?x74 (+ 0 (* 4 (+ 0 (+ (* r1085_0 7) (* r1085_1 1)))))))
 (and (and (>= r1085_0 0) (< r1085_0 8)) (and (>= r1085_1 0) (< r1085_1 7)) (and (>= r1085_byte 0) (< r1085_byte 4)) (= byte (+ ?x74 r1085_byte)))))
(assert
 (let ((?x762 (+ 0 (* 4 (+ 0 (+ (* w1086_0 7) (* w1086_1 1)))))))
 (and (and (>= w1086_0 0) (< w1086_0 4)) (and (>= w1086_1 0) (< w1086_1 7)) (and (>= w1086_byte 0) (< w1086_byte 4)) (= byte (+ ?x762 w1086_byte)))))
(assert
 (let (($x861 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1146 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x633 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1146 $x861)))
 (or (or false) (not $x633))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x74 (+ 0 (* 4 (+ 0 (+ (* r1085_0 7) (* r1085_1 1)))))))
 (= carried0 (+ ?x74 held_byte0))))
(assert
 (let ((?x169 (+ 0 (* 4 (+ 0 (+ (* s1087_0 7) (* s1087_1 1)))))))
(and (and (>= s1087_0 0) (< s1087_0 8)) (and (>= s1087_1 0) (< s1087_1 7)) (and (>= s1087_byte 0) (< s1087_byte 4)) (= carried0 (+ ?x169 s1087_byte)))))
(check-sat)
