; program op_on_input_view_then_base_read, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r220_byte () Int)
(declare-fun r220_1 () Int)
(declare-fun r220_0 () Int)
(declare-fun byte () Int)
(declare-fun w221_byte () Int)
(declare-fun w221_0 () Int)
(assert
 (let ((?x204 (+ 0 (* 4 (+ 0 (+ (* r220_0 8) (* r220_1 1)))))))
 (and (and (>= r220_0 0) (< r220_0 4)) (and (>= r220_1 0) (< r220_1 8)) (and (>= r220_byte 0) (< r220_byte 4)) (= byte (+ ?x204 r220_byte)))))
(assert
 (let (($x99 (= byte (+ (+ 0 (* 4 (+ 16 (* w221_0 1)))) w221_byte))))
 (and (and (>= w221_0 0) (< w221_0 8)) (and (>= w221_byte 0) (< w221_byte 4)) $x99)))
(assert
 (let (($x420 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x521 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x242 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x521 $x420)))
(or (or false) (not $x242))))))
(check-sat)
