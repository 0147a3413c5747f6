; program op_on_input_view_then_base_read, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r206_byte () Int)
(declare-fun r206_1 () Int)
(declare-fun r206_0 () Int)
(declare-fun byte () Int)
(declare-fun w207_byte () Int)
(declare-fun w207_0 () Int)
(assert
 (let ((?x691 (+ 0 (* 4 (+ 0 (+ (* r206_0 8) (* r206_1 1)))))))
 (and (and (>= r206_0 0) (< r206_0 4)) (and (>= r206_1 0) (< r206_1 8)) (and (>= r206_byte 0) (< r206_byte 4)) (= byte (+ ?x691 r206_byte)))))
(assert
 (let (($x24 (= byte (+ (+ 0 (* 4 (+ 16 (* w207_0 1)))) w207_byte))))
 (and (and (>= w207_0 0) (< w207_0 8)) (and (>= w207_byte 0) (< w207_byte 4)) $x24)))
(assert
 (let (($x352 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x57 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x144 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x57 $x352)))
(or (or false) (not $x144))))))
(check-sat)
