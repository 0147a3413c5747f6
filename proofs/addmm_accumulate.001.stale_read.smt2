; program addmm_accumulate, addmm_1.self: stale read (end of graph reads arg2_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r674_byte () Int)
(declare-fun r674_1 () Int)
(declare-fun r674_0 () Int)
(declare-fun byte () Int)
(declare-fun w675_byte () Int)
(declare-fun w675_1 () Int)
(declare-fun w675_0 () Int)
(assert
 (let ((?x964 (+ 0 (* 4 (+ 0 (+ (* r674_0 5) (* r674_1 1)))))))
 (and (and (>= r674_0 0) (< r674_0 3)) (and (>= r674_1 0) (< r674_1 5)) (and (>= r674_byte 0) (< r674_byte 4)) (= byte (+ ?x964 r674_byte)))))
(assert
 (let ((?x1826 (+ 0 (* 4 (+ 0 (+ (* w675_0 5) (* w675_1 1)))))))
 (and (and (>= w675_0 0) (< w675_0 3)) (and (>= w675_1 0) (< w675_1 5)) (and (>= w675_byte 0) (< w675_byte 4)) (= byte (+ ?x1826 w675_byte)))))
(assert
 (let (($x353 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x47601 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x49485 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x47601 $x353)))
(or (or false) (not $x49485))))))
(check-sat)
