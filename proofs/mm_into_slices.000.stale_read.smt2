; program mm_into_slices, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried then sizes=(8, 7) strides=(7, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r996_byte () Int)
(declare-fun r996_1 () Int)
(declare-fun r996_0 () Int)
(declare-fun byte () Int)
(declare-fun w997_byte () Int)
(declare-fun w997_1 () Int)
(declare-fun w997_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s998_byte () Int)
(declare-fun s998_1 () Int)
(declare-fun s998_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s999_byte () Int)
(declare-fun s999_1 () Int)
(declare-fun s999_0 () Int)
(assert
 (let ((?x841 (+ 0 (* 4 (+ 0 (+ (* r996_0 7) (* r996_1 1)))))))
 (and (and (>= r996_0 0) (< r996_0 8)) (and (>= r996_1 0) (< r996_1 7)) (and (>= r996_byte 0) (< r996_byte 4)) (= byte (+ ?x841 r996_byte)))))
(assert
 (let ((?x1137 (+ 0 (* 4 (+ 0 (+ (* w997_0 7) (* w997_1 1)))))))
 (and (and (>= w997_0 0) (< w997_0 4)) (and (>= w997_1 0) (< w997_1 7)) (and (>= w997_byte 0) (< w997_byte 4)) (= byte (+ ?x1137 w997_byte)))))
(assert
 (let (($x1108 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1268 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x1255 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1268 $x1108)))
 (let (($x886 (or false)))
 (or $x886 (not $x1255)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x841 (+ 0 (* 4 (+ 0 (+ (* r996_0 7) (* r996_1 1)))))))
 (= carried0 (+ ?x841 held_byte0))))
(assert
 (let ((?x797 (+ 0 (* 4 (+ 0 (+ (* s998_0 7) (* s998_1 1)))))))
 (and (and (>= s998_0 0) (< s998_0 8)) (and (>= s998_1 0) (< s998_1 7)) (and (>= s998_byte 0) (< s998_byte 4)) (= carried0 (+ ?x797 s998_byte)))))
(assert
 (let (($x723 (= (mod (mod (- (div (- carried0 0) 4) 28) 7) 1) 0)))
 (let (($x298 (< (div (mod (- (div (- carried0 0) 4) 28) 7) 1) 7)))
 (let (($x1236 (and (>= (- (div (- carried0 0) 4) 28) 0) (< (div (- (div (- carried0 0) 4) 28) 7) 4) $x298 $x723)))
 (let (($x886 (or false)))
 (or $x886 (not $x1236)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x797 (+ 0 (* 4 (+ 0 (+ (* s998_0 7) (* s998_1 1)))))))
 (= carried1 (+ ?x797 held_byte1))))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 0 (+ (* s999_0 7) (* s999_1 1)))))))
(and (and (>= s999_0 0) (< s999_0 8)) (and (>= s999_1 0) (< s999_1 7)) (and (>= s999_byte 0) (< s999_byte 4)) (= carried1 (+ ?x374 s999_byte)))))
(check-sat)
