; program gradients_by_chunk, mm_1.out: stale read (end of graph reads arg1_1 vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1066_byte () Int)
(declare-fun r1066_1 () Int)
(declare-fun r1066_0 () Int)
(declare-fun byte () Int)
(declare-fun w1067_byte () Int)
(declare-fun w1067_1 () Int)
(declare-fun w1067_0 () Int)
(assert
 (let ((?x636 (+ 0 (* 4 (+ 0 (+ (* r1066_0 5) (* r1066_1 1)))))))
 (and (and (>= r1066_0 0) (< r1066_0 8)) (and (>= r1066_1 0) (< r1066_1 5)) (and (>= r1066_byte 0) (< r1066_byte 4)) (= byte (+ ?x636 r1066_byte)))))
(assert
 (let ((?x889 (+ 0 (* 4 (+ 20 (+ (* w1067_0 5) (* w1067_1 1)))))))
 (and (and (>= w1067_0 0) (< w1067_0 4)) (and (>= w1067_1 0) (< w1067_1 5)) (and (>= w1067_byte 0) (< w1067_byte 4)) (= byte (+ ?x889 w1067_byte)))))
(assert
 (let (($x540 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x205 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1069 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 8) $x205 $x540)))
(or (or false) (not $x1069))))))
(check-sat)
