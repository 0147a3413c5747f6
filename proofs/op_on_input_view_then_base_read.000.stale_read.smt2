; program op_on_input_view_then_base_read, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r122_byte () Int)
(declare-fun r122_1 () Int)
(declare-fun r122_0 () Int)
(declare-fun byte () Int)
(declare-fun w123_byte () Int)
(declare-fun w123_0 () Int)
(assert
 (let ((?x255 (+ 0 (* 4 (+ 0 (+ (* r122_0 8) (* r122_1 1)))))))
 (and (and (>= r122_0 0) (< r122_0 4)) (and (>= r122_1 0) (< r122_1 8)) (and (>= r122_byte 0) (< r122_byte 4)) (= byte (+ ?x255 r122_byte)))))
(assert
 (let (($x211 (= byte (+ (+ 0 (* 4 (+ 16 (* w123_0 1)))) w123_byte))))
 (and (and (>= w123_0 0) (< w123_0 8)) (and (>= w123_byte 0) (< w123_byte 4)) $x211)))
(assert
 (let (($x287 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x182 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x52 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x182 $x287)))
(or (or false) (not $x52))))))
(check-sat)
