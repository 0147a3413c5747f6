; program mm_into_slice_then_old_read, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r721_byte () Int)
(declare-fun r721_1 () Int)
(declare-fun r721_0 () Int)
(declare-fun byte () Int)
(declare-fun w722_byte () Int)
(declare-fun w722_1 () Int)
(declare-fun w722_0 () Int)
(assert
 (let ((?x621 (+ 0 (* 4 (+ 0 (+ (* r721_0 7) (* r721_1 1)))))))
 (and (and (>= r721_0 0) (< r721_0 8)) (and (>= r721_1 0) (< r721_1 7)) (and (>= r721_byte 0) (< r721_byte 4)) (= byte (+ ?x621 r721_byte)))))
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* w722_0 7) (* w722_1 1)))))))
 (and (and (>= w722_0 0) (< w722_0 4)) (and (>= w722_1 0) (< w722_1 7)) (and (>= w722_byte 0) (< w722_byte 4)) (= byte (+ ?x164 w722_byte)))))
(assert
 (let (($x35 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x737 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x256 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x737 $x35)))
(or (or false) (not $x256))))))
(check-sat)
