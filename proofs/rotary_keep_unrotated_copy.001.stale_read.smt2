; program rotary_keep_unrotated_copy, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r250_byte () Int)
(declare-fun r250_1 () Int)
(declare-fun r250_0 () Int)
(declare-fun byte () Int)
(declare-fun w251_byte () Int)
(declare-fun w251_1 () Int)
(declare-fun w251_0 () Int)
(assert
 (let ((?x21 (+ 0 (* 4 (+ 0 (+ (* r250_0 8) (* r250_1 1)))))))
 (and (and (>= r250_0 0) (< r250_0 8)) (and (>= r250_1 0) (< r250_1 8)) (and (>= r250_byte 0) (< r250_byte 4)) (= byte (+ ?x21 r250_byte)))))
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* w251_0 8) (* w251_1 1)))))))
 (and (and (>= w251_0 0) (< w251_0 8)) (and (>= w251_1 0) (< w251_1 8)) (and (>= w251_byte 0) (< w251_byte 4)) (= byte (+ ?x264 w251_byte)))))
(assert
 (let (($x249 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x851 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x877 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x851 $x249)))
(or (or false) (not $x877))))))
(check-sat)
