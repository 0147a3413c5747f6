; program mm_into_slices, mm.out: stale read (slice_scatter reads arg1_1 vs mm out=arg1_1 (the bytes slice_scatter stores), carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r676_byte () Int)
(declare-fun r676_1 () Int)
(declare-fun r676_0 () Int)
(declare-fun byte () Int)
(declare-fun w677_byte () Int)
(declare-fun w677_1 () Int)
(declare-fun w677_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s678_byte () Int)
(declare-fun s678_1 () Int)
(declare-fun s678_0 () Int)
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* r676_0 7) (* r676_1 1)))))))
 (and (and (>= r676_0 0) (< r676_0 8)) (and (>= r676_1 0) (< r676_1 7)) (and (>= r676_byte 0) (< r676_byte 4)) (= byte (+ ?x82 r676_byte)))))
(assert
 (let ((?x114 (+ 0 (* 4 (+ 0 (+ (* w677_0 7) (* w677_1 1)))))))
 (and (and (>= w677_0 0) (< w677_0 4)) (and (>= w677_1 0) (< w677_1 7)) (and (>= w677_byte 0) (< w677_byte 4)) (= byte (+ ?x114 w677_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x82 (+ 0 (* 4 (+ 0 (+ (* r676_0 7) (* r676_1 1)))))))
 (= observed (+ ?x82 held_byte))))
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* s678_0 7) (* s678_1 1)))))))
 (and (and (>= s678_0 0) (< s678_0 8)) (and (>= s678_1 0) (< s678_1 7)) (and (>= s678_byte 0) (< s678_byte 4)) (= observed (+ ?x102 s678_byte)))))
(assert
 (let (($x396 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
 (let (($x1149 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
 (let (($x49441 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x1149 $x396)))
 (let (($x186 (or false)))
 (or $x186 (not $x49441)))))))
(assert
 (let (($x1034 (= (mod (mod (- (div (- observed 0) 4) 28) 7) 1) 0)))
(let (($x3734 (< (div (mod (- (div (- observed 0) 4) 28) 7) 1) 7)))
(let (($x3714 (and (>= (- (div (- observed 0) 4) 28) 0) (< (div (- (div (- observed 0) 4) 28) 7) 4) $x3734 $x1034)))
(let (($x186 (or false)))
(or $x186 (not $x3714)))))))
(check-sat)
