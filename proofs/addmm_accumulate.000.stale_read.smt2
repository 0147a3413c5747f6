; program addmm_accumulate, addmm.self: stale read (end of graph reads arg2_1 vs addmm self=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r484_byte () Int)
(declare-fun r484_1 () Int)
(declare-fun r484_0 () Int)
(declare-fun byte () Int)
(declare-fun w485_byte () Int)
(declare-fun w485_1 () Int)
(declare-fun w485_0 () Int)
(assert
 (let ((?x841 (+ 0 (* 4 (+ 0 (+ (* r484_0 5) (* r484_1 1)))))))
 (and (and (>= r484_0 0) (< r484_0 3)) (and (>= r484_1 0) (< r484_1 5)) (and (>= r484_byte 0) (< r484_byte 4)) (= byte (+ ?x841 r484_byte)))))
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* w485_0 5) (* w485_1 1)))))))
 (and (and (>= w485_0 0) (< w485_0 3)) (and (>= w485_1 0) (< w485_1 5)) (and (>= w485_byte 0) (< w485_byte 4)) (= byte (+ ?x162 w485_byte)))))
(assert
 (let (($x2703 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x314 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x67 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x314 $x2703)))
(or (or false) (not $x67))))))
(check-sat)
