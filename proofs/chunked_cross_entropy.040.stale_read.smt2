; program chunked_cross_entropy, mm_7.out: stale read (slice_scatter_11 reads slice_scatter_8 vs mm_7 out=slice_scatter_8 (the bytes slice_scatter_11 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r860_byte () Int)
(declare-fun r860_1 () Int)
(declare-fun r860_0 () Int)
(declare-fun byte () Int)
(declare-fun w861_byte () Int)
(declare-fun w861_1 () Int)
(declare-fun w861_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s862_byte () Int)
(declare-fun s862_1 () Int)
(declare-fun s862_0 () Int)
(assert
 (let ((?x596 (+ 0 (* 4 (+ 0 (+ (* r860_0 8) (* r860_1 1)))))))
 (and (and (>= r860_0 0) (< r860_0 16)) (and (>= r860_1 0) (< r860_1 8)) (and (>= r860_byte 0) (< r860_byte 4)) (= byte (+ ?x596 r860_byte)))))
(assert
 (let ((?x191 (+ 0 (* 4 (+ 96 (+ (* w861_0 8) (* w861_1 1)))))))
 (and (and (>= w861_0 0) (< w861_0 4)) (and (>= w861_1 0) (< w861_1 8)) (and (>= w861_byte 0) (< w861_byte 4)) (= byte (+ ?x191 w861_byte)))))
(assert
 (let (($x28 (= (mod (mod (- (div (- byte 0) 4) 96) 8) 1) 0)))
 (let (($x272 (< (div (mod (- (div (- byte 0) 4) 96) 8) 1) 8)))
 (let (($x402 (and (>= (- (div (- byte 0) 4) 96) 0) (< (div (- (div (- byte 0) 4) 96) 8) 4) $x272 $x28)))
 (or (or false) (not $x402))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x596 (+ 0 (* 4 (+ 0 (+ (* r860_0 8) (* r860_1 1)))))))
 (= carried0 (+ ?x596 held_byte0))))
(assert
 (let ((?x612 (+ 0 (* 4 (+ 0 (+ (* s862_0 8) (* s862_1 1)))))))
(and (and (>= s862_0 0) (< s862_0 16)) (and (>= s862_1 0) (< s862_1 8)) (and (>= s862_byte 0) (< s862_byte 4)) (= carried0 (+ ?x612 s862_byte)))))
(check-sat)
