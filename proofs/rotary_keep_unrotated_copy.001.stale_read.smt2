; program rotary_keep_unrotated_copy, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r371_byte () Int)
(declare-fun r371_1 () Int)
(declare-fun r371_0 () Int)
(declare-fun byte () Int)
(declare-fun w372_byte () Int)
(declare-fun w372_1 () Int)
(declare-fun w372_0 () Int)
(assert
 (let ((?x441 (+ 0 (* 4 (+ 0 (+ (* r371_0 8) (* r371_1 1)))))))
 (and (and (>= r371_0 0) (< r371_0 8)) (and (>= r371_1 0) (< r371_1 8)) (and (>= r371_byte 0) (< r371_byte 4)) (= byte (+ ?x441 r371_byte)))))
(assert
 (let ((?x491 (+ 0 (* 4 (+ 0 (+ (* w372_0 8) (* w372_1 1)))))))
 (and (and (>= w372_0 0) (< w372_0 8)) (and (>= w372_1 0) (< w372_1 8)) (and (>= w372_byte 0) (< w372_byte 4)) (= byte (+ ?x491 w372_byte)))))
(assert
 (let (($x74 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x316 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x128 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x316 $x74)))
(or (or false) (not $x128))))))
(check-sat)
