; program chunked_cross_entropy, mm_3.out: stale read (slice_scatter_5 reads slice_scatter_2 vs mm_3 out=slice_scatter_2 (the bytes slice_scatter_5 stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r525_byte () Int)
(declare-fun r525_1 () Int)
(declare-fun r525_0 () Int)
(declare-fun byte () Int)
(declare-fun w526_byte () Int)
(declare-fun w526_1 () Int)
(declare-fun w526_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s527_byte () Int)
(declare-fun s527_1 () Int)
(declare-fun s527_0 () Int)
(assert
 (let ((?x49426 (+ 0 (* 4 (+ 0 (+ (* r525_0 8) (* r525_1 1)))))))
 (and (and (>= r525_0 0) (< r525_0 16)) (and (>= r525_1 0) (< r525_1 8)) (and (>= r525_byte 0) (< r525_byte 4)) (= byte (+ ?x49426 r525_byte)))))
(assert
 (let ((?x1209 (+ 0 (* 4 (+ 32 (+ (* w526_0 8) (* w526_1 1)))))))
 (and (and (>= w526_0 0) (< w526_0 4)) (and (>= w526_1 0) (< w526_1 8)) (and (>= w526_byte 0) (< w526_byte 4)) (= byte (+ ?x1209 w526_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x49426 (+ 0 (* 4 (+ 0 (+ (* r525_0 8) (* r525_1 1)))))))
 (= observed (+ ?x49426 held_byte))))
(assert
 (let ((?x361 (+ 0 (* 4 (+ 0 (+ (* s527_0 8) (* s527_1 1)))))))
 (and (and (>= s527_0 0) (< s527_0 16)) (and (>= s527_1 0) (< s527_1 8)) (and (>= s527_byte 0) (< s527_byte 4)) (= observed (+ ?x361 s527_byte)))))
(assert
 (let (($x41865 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x46 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x1176 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x46 $x41865)))
 (let (($x23 (or false)))
 (or $x23 (not $x1176)))))))
(assert
 (let (($x1304 (= (mod (mod (- (div (- observed 0) 4) 64) 8) 1) 0)))
(let (($x1401 (< (div (mod (- (div (- observed 0) 4) 64) 8) 1) 8)))
(let (($x200 (and (>= (- (div (- observed 0) 4) 64) 0) (< (div (- (div (- observed 0) 4) 64) 8) 4) $x1401 $x1304)))
(let (($x23 (or false)))
(or $x23 (not $x200)))))))
(check-sat)
