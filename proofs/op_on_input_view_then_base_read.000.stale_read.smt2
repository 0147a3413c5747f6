; program op_on_input_view_then_base_read, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r208_byte () Int)
(declare-fun r208_1 () Int)
(declare-fun r208_0 () Int)
(declare-fun byte () Int)
(declare-fun w209_byte () Int)
(declare-fun w209_0 () Int)
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* r208_0 8) (* r208_1 1)))))))
 (and (and (>= r208_0 0) (< r208_0 4)) (and (>= r208_1 0) (< r208_1 8)) (and (>= r208_byte 0) (< r208_byte 4)) (= byte (+ ?x370 r208_byte)))))
(assert
 (let (($x971 (= byte (+ (+ 0 (* 4 (+ 16 (* w209_0 1)))) w209_byte))))
 (and (and (>= w209_0 0) (< w209_0 8)) (and (>= w209_byte 0) (< w209_byte 4)) $x971)))
(assert
 (let (($x342 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x155 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1049 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x155 $x342)))
(or (or false) (not $x1049))))))
(check-sat)
