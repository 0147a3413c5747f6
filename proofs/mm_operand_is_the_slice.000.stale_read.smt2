; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r725_byte () Int)
(declare-fun r725_1 () Int)
(declare-fun r725_0 () Int)
(declare-fun byte () Int)
(declare-fun w726_byte () Int)
(declare-fun w726_1 () Int)
(declare-fun w726_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s727_byte () Int)
(declare-fun s727_1 () Int)
(declare-fun s727_0 () Int)
(assert
 (let ((?x1758 (+ 0 (* 4 (+ 0 (+ (* r725_0 4) (* r725_1 1)))))))
 (and (and (>= r725_0 0) (< r725_0 8)) (and (>= r725_1 0) (< r725_1 4)) (and (>= r725_byte 0) (< r725_byte 4)) (= byte (+ ?x1758 r725_byte)))))
(assert
 (let ((?x50006 (+ 0 (* 4 (+ 16 (+ (* w726_0 4) (* w726_1 1)))))))
 (and (and (>= w726_0 0) (< w726_0 4)) (and (>= w726_1 0) (< w726_1 4)) (and (>= w726_byte 0) (< w726_byte 4)) (= byte (+ ?x50006 w726_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1758 (+ 0 (* 4 (+ 0 (+ (* r725_0 4) (* r725_1 1)))))))
 (= observed (+ ?x1758 held_byte))))
(assert
 (let ((?x49656 (+ 0 (* 4 (+ 16 (+ (* s727_0 4) (* s727_1 1)))))))
 (and (and (>= s727_0 0) (< s727_0 4)) (and (>= s727_1 0) (< s727_1 4)) (and (>= s727_byte 0) (< s727_byte 4)) (= observed (+ ?x49656 s727_byte)))))
(assert
 (let (($x39936 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
(let (($x3617 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
(let (($x49473 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x3617 $x39936)))
(or (or false) (not $x49473))))))
(check-sat)
