; program addmm_old_value_read, addmm.self: stale read (mul reads arg0_1 vs addmm self=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1022_byte () Int)
(declare-fun r1022_1 () Int)
(declare-fun r1022_0 () Int)
(declare-fun byte () Int)
(declare-fun w1023_byte () Int)
(declare-fun w1023_1 () Int)
(declare-fun w1023_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1024_byte () Int)
(declare-fun s1024_1 () Int)
(declare-fun s1024_0 () Int)
(assert
 (let ((?x896 (+ 0 (* 4 (+ 0 (+ (* r1022_0 5) (* r1022_1 1)))))))
 (and (and (>= r1022_0 0) (< r1022_0 3)) (and (>= r1022_1 0) (< r1022_1 5)) (and (>= r1022_byte 0) (< r1022_byte 4)) (= byte (+ ?x896 r1022_byte)))))
(assert
 (let ((?x167 (+ 0 (* 4 (+ 0 (+ (* w1023_0 5) (* w1023_1 1)))))))
 (and (and (>= w1023_0 0) (< w1023_0 3)) (and (>= w1023_1 0) (< w1023_1 5)) (and (>= w1023_byte 0) (< w1023_byte 4)) (= byte (+ ?x167 w1023_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x896 (+ 0 (* 4 (+ 0 (+ (* r1022_0 5) (* r1022_1 1)))))))
 (= carried0 (+ ?x896 held_byte0))))
(assert
 (let ((?x617 (+ 0 (* 4 (+ 0 (+ (* s1024_0 5) (* s1024_1 1)))))))
(and (and (>= s1024_0 0) (< s1024_0 3)) (and (>= s1024_1 0) (< s1024_1 5)) (and (>= s1024_byte 0) (< s1024_byte 4)) (= carried0 (+ ?x617 s1024_byte)))))
(check-sat)
