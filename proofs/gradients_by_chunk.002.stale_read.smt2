; program gradients_by_chunk, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1067_byte () Int)
(declare-fun r1067_1 () Int)
(declare-fun r1067_0 () Int)
(declare-fun byte () Int)
(declare-fun w1068_byte () Int)
(declare-fun w1068_1 () Int)
(declare-fun w1068_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s1069_byte () Int)
(declare-fun s1069_1 () Int)
(declare-fun s1069_0 () Int)
(assert
 (let ((?x842 (+ 0 (* 4 (+ 0 (+ (* r1067_0 5) (* r1067_1 1)))))))
 (and (and (>= r1067_0 0) (< r1067_0 8)) (and (>= r1067_1 0) (< r1067_1 5)) (and (>= r1067_byte 0) (< r1067_byte 4)) (= byte (+ ?x842 r1067_byte)))))
(assert
 (let ((?x1065 (+ 0 (* 4 (+ 20 (+ (* w1068_0 5) (* w1068_1 1)))))))
 (and (and (>= w1068_0 0) (< w1068_0 4)) (and (>= w1068_1 0) (< w1068_1 5)) (and (>= w1068_byte 0) (< w1068_byte 4)) (= byte (+ ?x1065 w1068_byte)))))
(assert
 (let (($x1194 (= (mod (mod (- (div (- byte 0) 4) 20) 5) 1) 0)))
 (let (($x561 (< (div (mod (- (div (- byte 0) 4) 20) 5) 1) 5)))
 (let (($x1066 (and (>= (- (div (- byte 0) 4) 20) 0) (< (div (- (div (- byte 0) 4) 20) 5) 4) $x561 $x1194)))
 (or (or false) (not $x1066))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x842 (+ 0 (* 4 (+ 0 (+ (* r1067_0 5) (* r1067_1 1)))))))
 (= carried0 (+ ?x842 held_byte0))))
(assert
 (let ((?x372 (+ 0 (* 4 (+ 0 (+ (* s1069_0 5) (* s1069_1 1)))))))
(and (and (>= s1069_0 0) (< s1069_0 8)) (and (>= s1069_1 0) (< s1069_1 5)) (and (>= s1069_byte 0) (< s1069_byte 4)) (= carried0 (+ ?x372 s1069_byte)))))
(check-sat)
