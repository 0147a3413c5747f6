; program scale_input_in_place, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r735_byte () Int)
(declare-fun r735_1 () Int)
(declare-fun r735_0 () Int)
(declare-fun byte () Int)
(declare-fun w736_byte () Int)
(declare-fun w736_1 () Int)
(declare-fun w736_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r735_0 4) (* r735_1 1)))))))
 (and (and (>= r735_0 0) (< r735_0 4)) (and (>= r735_1 0) (< r735_1 4)) (and (>= r735_byte 0) (< r735_byte 4)) (= byte (+ ?x399 r735_byte)))))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* w736_0 4) (* w736_1 1)))))))
 (and (and (>= w736_0 0) (< w736_0 4)) (and (>= w736_1 0) (< w736_1 4)) (and (>= w736_byte 0) (< w736_byte 4)) (= byte (+ ?x604 w736_byte)))))
(assert
 (let (($x221 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x940 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x326 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 4) $x940 $x221)))
(or (or false) (not $x326))))))
(check-sat)
