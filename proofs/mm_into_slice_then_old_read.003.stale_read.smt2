; program mm_into_slice_then_old_read, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1042_byte () Int)
(declare-fun r1042_1 () Int)
(declare-fun r1042_0 () Int)
(declare-fun byte () Int)
(declare-fun w1043_byte () Int)
(declare-fun w1043_1 () Int)
(declare-fun w1043_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1044_byte () Int)
(declare-fun s1044_1 () Int)
(declare-fun s1044_0 () Int)
(assert
 (let ((?x617 (+ 0 (* 4 (+ 0 (+ (* r1042_0 7) (* r1042_1 1)))))))
 (and (and (>= r1042_0 0) (< r1042_0 8)) (and (>= r1042_1 0) (< r1042_1 7)) (and (>= r1042_byte 0) (< r1042_byte 4)) (= byte (+ ?x617 r1042_byte)))))
(assert
 (let ((?x400 (+ 0 (* 4 (+ 0 (+ (* w1043_0 7) (* w1043_1 1)))))))
 (and (and (>= w1043_0 0) (< w1043_0 4)) (and (>= w1043_1 0) (< w1043_1 7)) (and (>= w1043_byte 0) (< w1043_byte 4)) (= byte (+ ?x400 w1043_byte)))))
(assert
 (let (($x682 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x409 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1190 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x409 $x682)))
 (or (or false) (not $x1190))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x617 (+ 0 (* 4 (+ 0 (+ (* r1042_0 7) (* r1042_1 1)))))))
 (= carried0 (+ ?x617 held_byte0))))
(assert
 (let ((?x725 (+ 0 (* 4 (+ 0 (+ (* s1044_0 7) (* s1044_1 1)))))))
(and (and (>= s1044_0 0) (< s1044_0 8)) (and (>= s1044_1 0) (< s1044_1 7)) (and (>= s1044_byte 0) (< s1044_byte 4)) (= carried0 (+ ?x725 s1044_byte)))))
(check-sat)
