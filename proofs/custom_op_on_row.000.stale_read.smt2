; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r604_byte () Int)
(declare-fun r604_1 () Int)
(declare-fun r604_0 () Int)
(declare-fun byte () Int)
(declare-fun w605_byte () Int)
(declare-fun w605_0 () Int)
(assert
 (let ((?x605 (+ 0 (* 4 (+ 0 (+ (* r604_0 16) (* r604_1 1)))))))
 (and (and (>= r604_0 0) (< r604_0 8)) (and (>= r604_1 0) (< r604_1 16)) (and (>= r604_byte 0) (< r604_byte 4)) (= byte (+ ?x605 r604_byte)))))
(assert
 (let (($x370 (= byte (+ (+ 0 (* 4 (+ 16 (* w605_0 1)))) w605_byte))))
 (and (and (>= w605_0 0) (< w605_0 16)) (and (>= w605_byte 0) (< w605_byte 4)) $x370)))
(assert
 (let (($x516 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x112 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1296 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x112 $x516)))
(or (or false) (not $x1296))))))
(check-sat)
