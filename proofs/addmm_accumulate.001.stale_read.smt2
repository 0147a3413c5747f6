; program addmm_accumulate, addmm_1.self: stale read (end of graph reads arg2_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r486_byte () Int)
(declare-fun r486_1 () Int)
(declare-fun r486_0 () Int)
(declare-fun byte () Int)
(declare-fun w487_byte () Int)
(declare-fun w487_1 () Int)
(declare-fun w487_0 () Int)
(assert
 (let ((?x200 (+ 0 (* 4 (+ 0 (+ (* r486_0 5) (* r486_1 1)))))))
 (and (and (>= r486_0 0) (< r486_0 3)) (and (>= r486_1 0) (< r486_1 5)) (and (>= r486_byte 0) (< r486_byte 4)) (= byte (+ ?x200 r486_byte)))))
(assert
 (let ((?x2074 (+ 0 (* 4 (+ 0 (+ (* w487_0 5) (* w487_1 1)))))))
 (and (and (>= w487_0 0) (< w487_0 3)) (and (>= w487_1 0) (< w487_1 5)) (and (>= w487_byte 0) (< w487_byte 4)) (= byte (+ ?x2074 w487_byte)))))
(assert
 (let (($x2703 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x314 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x67 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 3) $x314 $x2703)))
(or (or false) (not $x67))))))
(check-sat)
