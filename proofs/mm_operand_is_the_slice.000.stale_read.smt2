; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1097_byte () Int)
(declare-fun r1097_1 () Int)
(declare-fun r1097_0 () Int)
(declare-fun byte () Int)
(declare-fun w1098_byte () Int)
(declare-fun w1098_1 () Int)
(declare-fun w1098_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1099_byte () Int)
(declare-fun s1099_1 () Int)
(declare-fun s1099_0 () Int)
(assert
 (let ((?x704 (+ 0 (* 4 (+ 0 (+ (* r1097_0 4) (* r1097_1 1)))))))
 (and (and (>= r1097_0 0) (< r1097_0 8)) (and (>= r1097_1 0) (< r1097_1 4)) (and (>= r1097_byte 0) (< r1097_byte 4)) (= byte (+ ?x704 r1097_byte)))))
(assert
 (let ((?x113 (+ 0 (* 4 (+ 16 (+ (* w1098_0 4) (* w1098_1 1)))))))
 (and (and (>= w1098_0 0) (< w1098_0 4)) (and (>= w1098_1 0) (< w1098_1 4)) (and (>= w1098_byte 0) (< w1098_byte 4)) (= byte (+ ?x113 w1098_byte)))))
(assert
 (let (($x1176 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x287 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x562 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x287 $x1176)))
 (or (or false) (not $x562))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x704 (+ 0 (* 4 (+ 0 (+ (* r1097_0 4) (* r1097_1 1)))))))
 (= carried0 (+ ?x704 held_byte0))))
(assert
 (let ((?x1748 (+ 0 (* 4 (+ 16 (+ (* s1099_0 4) (* s1099_1 1)))))))
(and (and (>= s1099_0 0) (< s1099_0 4)) (and (>= s1099_1 0) (< s1099_1 4)) (and (>= s1099_byte 0) (< s1099_byte 4)) (= carried0 (+ ?x1748 s1099_byte)))))
(check-sat)
