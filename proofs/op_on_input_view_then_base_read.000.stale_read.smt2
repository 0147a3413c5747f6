; program op_on_input_view_then_base_read, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r124_byte () Int)
(declare-fun r124_1 () Int)
(declare-fun r124_0 () Int)
(declare-fun byte () Int)
(declare-fun w125_byte () Int)
(declare-fun w125_0 () Int)
(assert
 (let ((?x129 (+ 0 (* 4 (+ 0 (+ (* r124_0 8) (* r124_1 1)))))))
 (and (and (>= r124_0 0) (< r124_0 4)) (and (>= r124_1 0) (< r124_1 8)) (and (>= r124_byte 0) (< r124_byte 4)) (= byte (+ ?x129 r124_byte)))))
(assert
 (let (($x72 (= byte (+ (+ 0 (* 4 (+ 16 (* w125_0 1)))) w125_byte))))
 (and (and (>= w125_0 0) (< w125_0 8)) (and (>= w125_byte 0) (< w125_byte 4)) $x72)))
(assert
 (let (($x313 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x198 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x121 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x198 $x313)))
(or (or false) (not $x121))))))
(check-sat)
