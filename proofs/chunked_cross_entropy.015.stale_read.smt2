; program chunked_cross_entropy, mm_7.out: stale read (slice_scatter_11 reads slice_scatter_8 vs mm_7 out=slice_scatter_8 (the bytes slice_scatter_11 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r537_byte () Int)
(declare-fun r537_1 () Int)
(declare-fun r537_0 () Int)
(declare-fun byte () Int)
(declare-fun w538_byte () Int)
(declare-fun w538_1 () Int)
(declare-fun w538_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s539_byte () Int)
(declare-fun s539_1 () Int)
(declare-fun s539_0 () Int)
(assert
 (let ((?x58 (+ 0 (* 4 (+ 0 (+ (* r537_0 8) (* r537_1 1)))))))
 (and (and (>= r537_0 0) (< r537_0 16)) (and (>= r537_1 0) (< r537_1 8)) (and (>= r537_byte 0) (< r537_byte 4)) (= byte (+ ?x58 r537_byte)))))
(assert
 (let ((?x385 (+ 0 (* 4 (+ 96 (+ (* w538_0 8) (* w538_1 1)))))))
 (and (and (>= w538_0 0) (< w538_0 4)) (and (>= w538_1 0) (< w538_1 8)) (and (>= w538_byte 0) (< w538_byte 4)) (= byte (+ ?x385 w538_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x58 (+ 0 (* 4 (+ 0 (+ (* r537_0 8) (* r537_1 1)))))))
 (= observed (+ ?x58 held_byte))))
(assert
 (let ((?x394 (+ 0 (* 4 (+ 0 (+ (* s539_0 8) (* s539_1 1)))))))
 (and (and (>= s539_0 0) (< s539_0 16)) (and (>= s539_1 0) (< s539_1 8)) (and (>= s539_byte 0) (< s539_byte 4)) (= observed (+ ?x394 s539_byte)))))
(assert
 (let (($x62 (= (mod (mod (- (div (- byte 0) 4) 96) 8) 1) 0)))
(let (($x232 (< (div (mod (- (div (- byte 0) 4) 96) 8) 1) 8)))
(let (($x1173 (and (>= (- (div (- byte 0) 4) 96) 0) (< (div (- (div (- byte 0) 4) 96) 8) 4) $x232 $x62)))
(or (or false) (not $x1173))))))
(check-sat)
