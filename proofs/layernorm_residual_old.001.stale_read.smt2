; program layernorm_residual_old, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r340_byte () Int)
(declare-fun r340_1 () Int)
(declare-fun r340_0 () Int)
(declare-fun byte () Int)
(declare-fun w341_byte () Int)
(declare-fun w341_1 () Int)
(declare-fun w341_0 () Int)
(assert
 (let ((?x235 (+ 0 (* 4 (+ 0 (+ (* r340_0 16) (* r340_1 1)))))))
 (and (and (>= r340_0 0) (< r340_0 8)) (and (>= r340_1 0) (< r340_1 16)) (and (>= r340_byte 0) (< r340_byte 4)) (= byte (+ ?x235 r340_byte)))))
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* w341_0 16) (* w341_1 1)))))))
 (and (and (>= w341_0 0) (< w341_0 8)) (and (>= w341_1 0) (< w341_1 16)) (and (>= w341_byte 0) (< w341_byte 4)) (= byte (+ ?x24 w341_byte)))))
(assert
 (let (($x2697 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1082 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x264 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1082 $x2697)))
(or (or false) (not $x264))))))
(check-sat)
