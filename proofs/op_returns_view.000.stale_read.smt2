; program op_returns_view, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r160_byte () Int)
(declare-fun r160_1 () Int)
(declare-fun r160_0 () Int)
(declare-fun byte () Int)
(declare-fun w161_byte () Int)
(declare-fun w161_1 () Int)
(declare-fun w161_0 () Int)
(assert
 (let ((?x256 (+ 0 (* 4 (+ 0 (+ (* r160_0 8) (* r160_1 1)))))))
 (and (and (>= r160_0 0) (< r160_0 4)) (and (>= r160_1 0) (< r160_1 8)) (and (>= r160_byte 0) (< r160_byte 4)) (= byte (+ ?x256 r160_byte)))))
(assert
 (let ((?x198 (+ 0 (* 4 (+ 0 (+ (* w161_0 8) (* w161_1 1)))))))
 (and (and (>= w161_0 0) (< w161_0 4)) (and (>= w161_1 0) (< w161_1 8)) (and (>= w161_byte 0) (< w161_byte 4)) (= byte (+ ?x198 w161_byte)))))
(assert
 (let (($x29 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x293 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x255 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x293 $x29)))
(or (or false) (not $x255))))))
(check-sat)
