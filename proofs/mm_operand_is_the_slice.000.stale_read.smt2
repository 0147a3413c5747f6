; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r723_byte () Int)
(declare-fun r723_1 () Int)
(declare-fun r723_0 () Int)
(declare-fun byte () Int)
(declare-fun w724_byte () Int)
(declare-fun w724_1 () Int)
(declare-fun w724_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s725_byte () Int)
(declare-fun s725_1 () Int)
(declare-fun s725_0 () Int)
(assert
 (let ((?x1045 (+ 0 (* 4 (+ 0 (+ (* r723_0 4) (* r723_1 1)))))))
 (and (and (>= r723_0 0) (< r723_0 8)) (and (>= r723_1 0) (< r723_1 4)) (and (>= r723_byte 0) (< r723_byte 4)) (= byte (+ ?x1045 r723_byte)))))
(assert
 (let ((?x479 (+ 0 (* 4 (+ 16 (+ (* w724_0 4) (* w724_1 1)))))))
 (and (and (>= w724_0 0) (< w724_0 4)) (and (>= w724_1 0) (< w724_1 4)) (and (>= w724_byte 0) (< w724_byte 4)) (= byte (+ ?x479 w724_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1045 (+ 0 (* 4 (+ 0 (+ (* r723_0 4) (* r723_1 1)))))))
 (= observed (+ ?x1045 held_byte))))
(assert
 (let ((?x385 (+ 0 (* 4 (+ 16 (+ (* s725_0 4) (* s725_1 1)))))))
 (and (and (>= s725_0 0) (< s725_0 4)) (and (>= s725_1 0) (< s725_1 4)) (and (>= s725_byte 0) (< s725_byte 4)) (= observed (+ ?x385 s725_byte)))))
(assert
 (let (($x163 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
(let (($x813 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
(let (($x1671 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x813 $x163)))
(or (or false) (not $x1671))))))
(check-sat)
