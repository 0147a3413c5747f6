; program mm_operand_is_the_slice, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r530_byte () Int)
(declare-fun r530_1 () Int)
(declare-fun r530_0 () Int)
(declare-fun byte () Int)
(declare-fun w531_byte () Int)
(declare-fun w531_1 () Int)
(declare-fun w531_0 () Int)
(assert
 (let ((?x2075 (+ 0 (* 4 (+ 0 (+ (* r530_0 4) (* r530_1 1)))))))
 (and (and (>= r530_0 0) (< r530_0 8)) (and (>= r530_1 0) (< r530_1 4)) (and (>= r530_byte 0) (< r530_byte 4)) (= byte (+ ?x2075 r530_byte)))))
(assert
 (let ((?x1075 (+ 0 (* 4 (+ 16 (+ (* w531_0 4) (* w531_1 1)))))))
 (and (and (>= w531_0 0) (< w531_0 4)) (and (>= w531_1 0) (< w531_1 4)) (and (>= w531_byte 0) (< w531_byte 4)) (= byte (+ ?x1075 w531_byte)))))
(assert
 (let (($x861 (= (mod (mod (- (div (- byte 0) 4) 16) 4) 1) 0)))
(let (($x959 (< (div (mod (- (div (- byte 0) 4) 16) 4) 1) 4)))
(let (($x246 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 4) 4) $x959 $x861)))
(or (or false) (not $x246))))))
(check-sat)
