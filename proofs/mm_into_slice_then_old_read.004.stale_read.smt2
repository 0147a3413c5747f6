; program mm_into_slice_then_old_read, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
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
(assert
 (let ((?x3659 (+ 0 (* 4 (+ 0 (+ (* r723_0 7) (* r723_1 1)))))))
 (and (and (>= r723_0 0) (< r723_0 8)) (and (>= r723_1 0) (< r723_1 7)) (and (>= r723_byte 0) (< r723_byte 4)) (= byte (+ ?x3659 r723_byte)))))
(assert
 (let ((?x754 (+ 0 (* 4 (+ 0 (+ (* w724_0 7) (* w724_1 1)))))))
 (and (and (>= w724_0 0) (< w724_0 4)) (and (>= w724_1 0) (< w724_1 7)) (and (>= w724_byte 0) (< w724_byte 4)) (= byte (+ ?x754 w724_byte)))))
(assert
 (let (($x705 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x528 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x3804 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x528 $x705)))
(or (or false) (not $x3804))))))
(check-sat)
