; program chunked_cross_entropy, mm_7.out: stale read (slice_scatter_11 reads slice_scatter_8 vs mm_7 out=slice_scatter_8 (the bytes slice_scatter_11 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r808_byte () Int)
(declare-fun r808_1 () Int)
(declare-fun r808_0 () Int)
(declare-fun byte () Int)
(declare-fun w809_byte () Int)
(declare-fun w809_1 () Int)
(declare-fun w809_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s810_byte () Int)
(declare-fun s810_1 () Int)
(declare-fun s810_0 () Int)
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* r808_0 8) (* r808_1 1)))))))
 (and (and (>= r808_0 0) (< r808_0 16)) (and (>= r808_1 0) (< r808_1 8)) (and (>= r808_byte 0) (< r808_byte 4)) (= byte (+ ?x604 r808_byte)))))
(assert
 (let ((?x225 (+ 0 (* 4 (+ 96 (+ (* w809_0 8) (* w809_1 1)))))))
 (and (and (>= w809_0 0) (< w809_0 4)) (and (>= w809_1 0) (< w809_1 8)) (and (>= w809_byte 0) (< w809_byte 4)) (= byte (+ ?x225 w809_byte)))))
(assert
 (let (($x134 (= (mod (mod (- (div (- byte 0) 4) 96) 8) 1) 0)))
 (let (($x502 (< (div (mod (- (div (- byte 0) 4) 96) 8) 1) 8)))
 (let (($x435 (and (>= (- (div (- byte 0) 4) 96) 0) (< (div (- (div (- byte 0) 4) 96) 8) 4) $x502 $x134)))
 (or (or false) (not $x435))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* r808_0 8) (* r808_1 1)))))))
 (= carried0 (+ ?x604 held_byte0))))
(assert
 (let ((?x218 (+ 0 (* 4 (+ 0 (+ (* s810_0 8) (* s810_1 1)))))))
(and (and (>= s810_0 0) (< s810_0 16)) (and (>= s810_1 0) (< s810_1 8)) (and (>= s810_byte 0) (< s810_byte 4)) (= carried0 (+ ?x218 s810_byte)))))
(check-sat)
