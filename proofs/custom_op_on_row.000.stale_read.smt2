; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r946_byte () Int)
(declare-fun r946_1 () Int)
(declare-fun r946_0 () Int)
(declare-fun byte () Int)
(declare-fun w947_byte () Int)
(declare-fun w947_0 () Int)
(assert
 (let ((?x527 (+ 0 (* 4 (+ 0 (+ (* r946_0 16) (* r946_1 1)))))))
 (and (and (>= r946_0 0) (< r946_0 8)) (and (>= r946_1 0) (< r946_1 16)) (and (>= r946_byte 0) (< r946_byte 4)) (= byte (+ ?x527 r946_byte)))))
(assert
 (let (($x504 (= byte (+ (+ 0 (* 4 (+ 16 (* w947_0 1)))) w947_byte))))
 (and (and (>= w947_0 0) (< w947_0 16)) (and (>= w947_byte 0) (< w947_byte 4)) $x504)))
(assert
 (let (($x524 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x267 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x197 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x267 $x524)))
(or (or false) (not $x197))))))
(check-sat)
