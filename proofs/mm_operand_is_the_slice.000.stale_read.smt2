; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1047_byte () Int)
(declare-fun r1047_1 () Int)
(declare-fun r1047_0 () Int)
(declare-fun byte () Int)
(declare-fun w1048_byte () Int)
(declare-fun w1048_1 () Int)
(declare-fun w1048_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1049_byte () Int)
(declare-fun s1049_1 () Int)
(declare-fun s1049_0 () Int)
(assert
 (let ((?x899 (+ 0 (* 4 (+ 0 (+ (* r1047_0 4) (* r1047_1 1)))))))
 (and (and (>= r1047_0 0) (< r1047_0 8)) (and (>= r1047_1 0) (< r1047_1 4)) (and (>= r1047_byte 0) (< r1047_byte 4)) (= byte (+ ?x899 r1047_byte)))))
(assert
 (let ((?x833 (+ 0 (* 4 (+ 16 (+ (* w1048_0 4) (* w1048_1 1)))))))
 (and (and (>= w1048_0 0) (< w1048_0 4)) (and (>= w1048_1 0) (< w1048_1 4)) (and (>= w1048_byte 0) (< w1048_byte 4)) (= byte (+ ?x833 w1048_byte)))))
(assert
 (let (($x1190 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x1268 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x331 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x1268 $x1190)))
 (or (or false) (not $x331))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x899 (+ 0 (* 4 (+ 0 (+ (* r1047_0 4) (* r1047_1 1)))))))
 (= carried0 (+ ?x899 held_byte0))))
(assert
 (let ((?x1743 (+ 0 (* 4 (+ 16 (+ (* s1049_0 4) (* s1049_1 1)))))))
(and (and (>= s1049_0 0) (< s1049_0 4)) (and (>= s1049_1 0) (< s1049_1 4)) (and (>= s1049_byte 0) (< s1049_byte 4)) (= carried0 (+ ?x1743 s1049_byte)))))
(check-sat)
