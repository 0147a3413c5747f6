; program mm_into_slice_then_old_read, mm.out: stale read (end of graph reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1045_byte () Int)
(declare-fun r1045_1 () Int)
(declare-fun r1045_0 () Int)
(declare-fun byte () Int)
(declare-fun w1046_byte () Int)
(declare-fun w1046_1 () Int)
(declare-fun w1046_0 () Int)
(assert
 (let ((?x716 (+ 0 (* 4 (+ 0 (+ (* r1045_0 7) (* r1045_1 1)))))))
 (and (and (>= r1045_0 0) (< r1045_0 8)) (and (>= r1045_1 0) (< r1045_1 7)) (and (>= r1045_byte 0) (< r1045_byte 4)) (= byte (+ ?x716 r1045_byte)))))
(assert
 (let ((?x183 (+ 0 (* 4 (+ 0 (+ (* w1046_0 7) (* w1046_1 1)))))))
 (and (and (>= w1046_0 0) (< w1046_0 4)) (and (>= w1046_1 0) (< w1046_1 7)) (and (>= w1046_byte 0) (< w1046_byte 4)) (= byte (+ ?x183 w1046_byte)))))
(assert
 (let (($x682 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x409 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x518 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x409 $x682)))
(or (or false) (not $x518))))))
(check-sat)
