; program gradients_by_chunk, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r686_byte () Int)
(declare-fun r686_1 () Int)
(declare-fun r686_0 () Int)
(declare-fun byte () Int)
(declare-fun w687_byte () Int)
(declare-fun w687_1 () Int)
(declare-fun w687_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s688_byte () Int)
(declare-fun s688_1 () Int)
(declare-fun s688_0 () Int)
(assert
 (let ((?x3608 (+ 0 (* 4 (+ 0 (+ (* r686_0 5) (* r686_1 1)))))))
 (and (and (>= r686_0 0) (< r686_0 8)) (and (>= r686_1 0) (< r686_1 5)) (and (>= r686_byte 0) (< r686_byte 4)) (= byte (+ ?x3608 r686_byte)))))
(assert
 (let ((?x3498 (+ 0 (* 4 (+ 0 (+ (* w687_0 5) (* w687_1 1)))))))
 (and (and (>= w687_0 0) (< w687_0 4)) (and (>= w687_1 0) (< w687_1 5)) (and (>= w687_byte 0) (< w687_byte 4)) (= byte (+ ?x3498 w687_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x3608 (+ 0 (* 4 (+ 0 (+ (* r686_0 5) (* r686_1 1)))))))
 (= observed (+ ?x3608 held_byte))))
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* s688_0 5) (* s688_1 1)))))))
 (and (and (>= s688_0 0) (< s688_0 8)) (and (>= s688_1 0) (< s688_1 5)) (and (>= s688_byte 0) (< s688_byte 4)) (= observed (+ ?x207 s688_byte)))))
(assert
 (let (($x1034 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
 (let (($x3606 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
 (let (($x3714 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 4) $x3606 $x1034)))
 (let (($x186 (or false)))
 (or $x186 (not $x3714)))))))
(assert
 (let (($x49674 (= (mod (mod (- (div (- observed 0) 4) 20) 5) 1) 0)))
(let (($x780 (< (div (mod (- (div (- observed 0) 4) 20) 5) 1) 5)))
(let (($x143 (and (>= (- (div (- observed 0) 4) 20) 0) (< (div (- (div (- observed 0) 4) 20) 5) 4) $x780 $x49674)))
(let (($x186 (or false)))
(or $x186 (not $x143)))))))
(check-sat)
