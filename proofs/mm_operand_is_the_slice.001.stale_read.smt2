; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r726_byte () Int)
(declare-fun r726_1 () Int)
(declare-fun r726_0 () Int)
(declare-fun byte () Int)
(declare-fun w727_byte () Int)
(declare-fun w727_1 () Int)
(declare-fun w727_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s728_byte () Int)
(declare-fun s728_1 () Int)
(declare-fun s728_0 () Int)
(assert
 (let ((?x450 (+ 0 (* 4 (+ 0 (+ (* r726_0 4) (* r726_1 1)))))))
 (and (and (>= r726_0 0) (< r726_0 8)) (and (>= r726_1 0) (< r726_1 4)) (and (>= r726_byte 0) (< r726_byte 4)) (= byte (+ ?x450 r726_byte)))))
(assert
 (let ((?x1673 (+ 0 (* 4 (+ 16 (+ (* w727_0 4) (* w727_1 1)))))))
 (and (and (>= w727_0 0) (< w727_0 4)) (and (>= w727_1 0) (< w727_1 4)) (and (>= w727_byte 0) (< w727_byte 4)) (= byte (+ ?x1673 w727_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x450 (+ 0 (* 4 (+ 0 (+ (* r726_0 4) (* r726_1 1)))))))
 (= observed (+ ?x450 held_byte))))
(assert
 (let ((?x1141 (+ 0 (* 4 (+ 0 (+ (* s728_0 4) (* s728_1 1)))))))
 (and (and (>= s728_0 0) (< s728_0 8)) (and (>= s728_1 0) (< s728_1 4)) (and (>= s728_byte 0) (< s728_byte 4)) (= observed (+ ?x1141 s728_byte)))))
(assert
 (let (($x163 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
 (let (($x813 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
 (let (($x1671 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x813 $x163)))
 (let (($x514 (or false)))
 (or $x514 (not $x1671)))))))
(assert
 (let (($x865 (= (mod (mod (- (div (- observed 0) 4) 16) 4) 1) 0)))
(let (($x189 (< (div (mod (- (div (- observed 0) 4) 16) 4) 1) 4)))
(let (($x129 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 4) 4) $x189 $x865)))
(let (($x514 (or false)))
(or $x514 (not $x129)))))))
(check-sat)
