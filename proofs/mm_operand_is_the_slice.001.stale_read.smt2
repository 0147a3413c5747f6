; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r728_byte () Int)
(declare-fun r728_1 () Int)
(declare-fun r728_0 () Int)
(declare-fun byte () Int)
(declare-fun w729_byte () Int)
(declare-fun w729_1 () Int)
(declare-fun w729_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s730_byte () Int)
(declare-fun s730_1 () Int)
(declare-fun s730_0 () Int)
(assert
 (let ((?x50414 (+ 0 (* 4 (+ 0 (+ (* r728_0 4) (* r728_1 1)))))))
 (and (and (>= r728_0 0) (< r728_0 8)) (and (>= r728_1 0) (< r728_1 4)) (and (>= r728_byte 0) (< r728_byte 4)) (= byte (+ ?x50414 r728_byte)))))
(assert
 (let ((?x271 (+ 0 (* 4 (+ 16 (+ (* w729_0 4) (* w729_1 1)))))))
 (and (and (>= w729_0 0) (< w729_0 4)) (and (>= w729_1 0) (< w729_1 4)) (and (>= w729_byte 0) (< w729_byte 4)) (= byte (+ ?x271 w729_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x50414 (+ 0 (* 4 (+ 0 (+ (* r728_0 4) (* r728_1 1)))))))
 (= observed (+ ?x50414 held_byte))))
(assert
 (let ((?x49677 (+ 0 (* 4 (+ 0 (+ (* s730_0 4) (* s730_1 1)))))))
 (and (and (>= s730_0 0) (< s730_0 8)) (and (>= s730_1 0) (< s730_1 4)) (and (>= s730_byte 0) (< s730_byte 4)) (= observed (+ ?x49677 s730_byte)))))
(assert
 (let (($x39936 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x3617 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x49473 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x3617 $x39936)))
 (let (($x1658 (or false)))
 (or $x1658 (not $x49473)))))))
(assert
 (let (($x1755 (= (mod (mod (- (div (- observed 0) 4) 16) 4) 1) 0)))
(let (($x1725 (< (div (mod (- (div (- observed 0) 4) 16) 4) 1) 4)))
(let (($x49446 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 4) 4) $x1725 $x1755)))
(let (($x1658 (or false)))
(or $x1658 (not $x49446)))))))
(check-sat)
