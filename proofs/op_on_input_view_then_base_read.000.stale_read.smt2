; program op_on_input_view_then_base_read, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r172_byte () Int)
(declare-fun r172_1 () Int)
(declare-fun r172_0 () Int)
(declare-fun byte () Int)
(declare-fun w173_byte () Int)
(declare-fun w173_0 () Int)
(assert
 (let ((?x187 (+ 0 (* 4 (+ 0 (+ (* r172_0 8) (* r172_1 1)))))))
 (and (and (>= r172_0 0) (< r172_0 4)) (and (>= r172_1 0) (< r172_1 8)) (and (>= r172_byte 0) (< r172_byte 4)) (= byte (+ ?x187 r172_byte)))))
(assert
 (let (($x163 (= byte (+ (+ 0 (* 4 (+ 16 (* w173_0 1)))) w173_byte))))
 (and (and (>= w173_0 0) (< w173_0 8)) (and (>= w173_byte 0) (< w173_byte 4)) $x163)))
(assert
 (let (($x298 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x140 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x22 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x140 $x298)))
(or (or false) (not $x22))))))
(check-sat)
