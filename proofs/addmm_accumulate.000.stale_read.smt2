; program addmm_accumulate, addmm.self: stale read (end of graph reads arg2_1 vs addmm self=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r672_byte () Int)
(declare-fun r672_1 () Int)
(declare-fun r672_0 () Int)
(declare-fun byte () Int)
(declare-fun w673_byte () Int)
(declare-fun w673_1 () Int)
(declare-fun w673_0 () Int)
(assert
 (let ((?x1820 (+ 0 (* 4 (+ 0 (+ (* r672_0 5) (* r672_1 1)))))))
 (and (and (>= r672_0 0) (< r672_0 3)) (and (>= r672_1 0) (< r672_1 5)) (and (>= r672_byte 0) (< r672_byte 4)) (= byte (+ ?x1820 r672_byte)))))
(assert
 (let ((?x29351 (+ 0 (* 4 (+ 0 (+ (* w673_0 5) (* w673_1 1)))))))
 (and (and (>= w673_0 0) (< w673_0 3)) (and (>= w673_1 0) (< w673_1 5)) (and (>= w673_byte 0) (< w673_byte 4)) (= byte (+ ?x29351 w673_byte)))))
(assert
 (let (($x353 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x47601 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x49485 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x47601 $x353)))
(or (or false) (not $x49485))))))
(check-sat)
