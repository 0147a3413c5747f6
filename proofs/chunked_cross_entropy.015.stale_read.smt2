; program chunked_cross_entropy, mm_7.out: stale read (slice_scatter_11 reads slice_scatter_8 vs mm_7 out=slice_scatter_8 (the bytes slice_scatter_11 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r539_byte () Int)
(declare-fun r539_1 () Int)
(declare-fun r539_0 () Int)
(declare-fun byte () Int)
(declare-fun w540_byte () Int)
(declare-fun w540_1 () Int)
(declare-fun w540_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s541_byte () Int)
(declare-fun s541_1 () Int)
(declare-fun s541_0 () Int)
(assert
 (let ((?x248 (+ 0 (* 4 (+ 0 (+ (* r539_0 8) (* r539_1 1)))))))
 (and (and (>= r539_0 0) (< r539_0 16)) (and (>= r539_1 0) (< r539_1 8)) (and (>= r539_byte 0) (< r539_byte 4)) (= byte (+ ?x248 r539_byte)))))
(assert
 (let ((?x1028 (+ 0 (* 4 (+ 96 (+ (* w540_0 8) (* w540_1 1)))))))
 (and (and (>= w540_0 0) (< w540_0 4)) (and (>= w540_1 0) (< w540_1 8)) (and (>= w540_byte 0) (< w540_byte 4)) (= byte (+ ?x1028 w540_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x248 (+ 0 (* 4 (+ 0 (+ (* r539_0 8) (* r539_1 1)))))))
 (= observed (+ ?x248 held_byte))))
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* s541_0 8) (* s541_1 1)))))))
 (and (and (>= s541_0 0) (< s541_0 16)) (and (>= s541_1 0) (< s541_1 8)) (and (>= s541_byte 0) (< s541_byte 4)) (= observed (+ ?x585 s541_byte)))))
(assert
 (let (($x361 (= (mod (mod (- (div (- byte 0) 4) 96) 8) 1) 0)))
(let (($x285 (< (div (mod (- (div (- byte 0) 4) 96) 8) 1) 8)))
(let (($x49413 (and (>= (- (div (- byte 0) 4) 96) 0) (< (div (- (div (- byte 0) 4) 96) 8) 4) $x285 $x361)))
(or (or false) (not $x49413))))))
(check-sat)
