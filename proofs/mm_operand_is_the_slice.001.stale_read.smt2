; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried then sizes=(8, 4) strides=(4, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1104_byte () Int)
(declare-fun r1104_1 () Int)
(declare-fun r1104_0 () Int)
(declare-fun byte () Int)
(declare-fun w1105_byte () Int)
(declare-fun w1105_1 () Int)
(declare-fun w1105_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1106_byte () Int)
(declare-fun s1106_1 () Int)
(declare-fun s1106_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s1107_byte () Int)
(declare-fun s1107_1 () Int)
(declare-fun s1107_0 () Int)
(assert
 (let ((?x714 (+ 0 (* 4 (+ 0 (+ (* r1104_0 4) (* r1104_1 1)))))))
 (and (and (>= r1104_0 0) (< r1104_0 8)) (and (>= r1104_1 0) (< r1104_1 4)) (and (>= r1104_byte 0) (< r1104_byte 4)) (= byte (+ ?x714 r1104_byte)))))
(assert
 (let ((?x876 (+ 0 (* 4 (+ 16 (+ (* w1105_0 4) (* w1105_1 1)))))))
 (and (and (>= w1105_0 0) (< w1105_0 4)) (and (>= w1105_1 0) (< w1105_1 4)) (and (>= w1105_byte 0) (< w1105_byte 4)) (= byte (+ ?x876 w1105_byte)))))
(assert
 (let (($x837 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x1103 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x691 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x1103 $x837)))
 (let (($x94 (or false)))
 (or $x94 (not $x691)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x714 (+ 0 (* 4 (+ 0 (+ (* r1104_0 4) (* r1104_1 1)))))))
 (= carried0 (+ ?x714 held_byte0))))
(assert
 (let ((?x1120 (+ 0 (* 4 (+ 0 (+ (* s1106_0 4) (* s1106_1 1)))))))
 (and (and (>= s1106_0 0) (< s1106_0 8)) (and (>= s1106_1 0) (< s1106_1 4)) (and (>= s1106_byte 0) (< s1106_byte 4)) (= carried0 (+ ?x1120 s1106_byte)))))
(assert
 (let (($x1221 (= (mod (mod (- (div (- carried0 0) 4) 16) 4) 1) 0)))
 (let (($x560 (< (div (mod (- (div (- carried0 0) 4) 16) 4) 1) 4)))
 (let (($x728 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 4) 4) $x560 $x1221)))
 (let (($x94 (or false)))
 (or $x94 (not $x728)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x1120 (+ 0 (* 4 (+ 0 (+ (* s1106_0 4) (* s1106_1 1)))))))
 (= carried1 (+ ?x1120 held_byte1))))
(assert
 (let ((?x310 (+ 0 (* 4 (+ 0 (+ (* s1107_0 4) (* s1107_1 1)))))))
(and (and (>= s1107_0 0) (< s1107_0 8)) (and (>= s1107_1 0) (< s1107_1 4)) (and (>= s1107_byte 0) (< s1107_byte 4)) (= carried1 (+ ?x310 s1107_byte)))))
(check-sat)
