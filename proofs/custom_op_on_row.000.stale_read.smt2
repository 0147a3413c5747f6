; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r434_byte () Int)
(declare-fun r434_1 () Int)
(declare-fun r434_0 () Int)
(declare-fun byte () Int)
(declare-fun w435_byte () Int)
(declare-fun w435_0 () Int)
(assert
 (let ((?x704 (+ 0 (* 4 (+ 0 (+ (* r434_0 16) (* r434_1 1)))))))
 (and (and (>= r434_0 0) (< r434_0 8)) (and (>= r434_1 0) (< r434_1 16)) (and (>= r434_byte 0) (< r434_byte 4)) (= byte (+ ?x704 r434_byte)))))
(assert
 (let (($x982 (= byte (+ (+ 0 (* 4 (+ 16 (* w435_0 1)))) w435_byte))))
 (and (and (>= w435_0 0) (< w435_0 16)) (and (>= w435_byte 0) (< w435_byte 4)) $x982)))
(assert
 (let (($x68 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x82 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x80 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x82 $x68)))
(or (or false) (not $x80))))))
(check-sat)
