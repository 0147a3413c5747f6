; program gradients_by_chunk, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r691_byte () Int)
(declare-fun r691_1 () Int)
(declare-fun r691_0 () Int)
(declare-fun byte () Int)
(declare-fun w692_byte () Int)
(declare-fun w692_1 () Int)
(declare-fun w692_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s693_byte () Int)
(declare-fun s693_1 () Int)
(declare-fun s693_0 () Int)
(assert
 (let ((?x49458 (+ 0 (* 4 (+ 0 (+ (* r691_0 5) (* r691_1 1)))))))
 (and (and (>= r691_0 0) (< r691_0 8)) (and (>= r691_1 0) (< r691_1 5)) (and (>= r691_byte 0) (< r691_byte 4)) (= byte (+ ?x49458 r691_byte)))))
(assert
 (let ((?x937 (+ 0 (* 4 (+ 20 (+ (* w692_0 5) (* w692_1 1)))))))
 (and (and (>= w692_0 0) (< w692_0 4)) (and (>= w692_1 0) (< w692_1 5)) (and (>= w692_byte 0) (< w692_byte 4)) (= byte (+ ?x937 w692_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x49458 (+ 0 (* 4 (+ 0 (+ (* r691_0 5) (* r691_1 1)))))))
 (= observed (+ ?x49458 held_byte))))
(assert
 (let ((?x3650 (+ 0 (* 4 (+ 0 (+ (* s693_0 5) (* s693_1 1)))))))
 (and (and (>= s693_0 0) (< s693_0 8)) (and (>= s693_1 0) (< s693_1 5)) (and (>= s693_byte 0) (< s693_byte 4)) (= observed (+ ?x3650 s693_byte)))))
(assert
 (let (($x546 (= (mod (mod (- (div (- byte 0) 4) 20) 5) 1) 0)))
(let (($x411 (< (div (mod (- (div (- byte 0) 4) 20) 5) 1) 5)))
(let (($x49441 (and (>= (- (div (- byte 0) 4) 20) 0) (< (div (- (div (- byte 0) 4) 20) 5) 4) $x411 $x546)))
(or (or false) (not $x49441))))))
(check-sat)
