; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r606_byte () Int)
(declare-fun r606_1 () Int)
(declare-fun r606_0 () Int)
(declare-fun byte () Int)
(declare-fun w607_byte () Int)
(declare-fun w607_0 () Int)
(assert
 (let ((?x512 (+ 0 (* 4 (+ 0 (+ (* r606_0 16) (* r606_1 1)))))))
 (and (and (>= r606_0 0) (< r606_0 8)) (and (>= r606_1 0) (< r606_1 16)) (and (>= r606_byte 0) (< r606_byte 4)) (= byte (+ ?x512 r606_byte)))))
(assert
 (let (($x1207 (= byte (+ (+ 0 (* 4 (+ 16 (* w607_0 1)))) w607_byte))))
 (and (and (>= w607_0 0) (< w607_0 16)) (and (>= w607_byte 0) (< w607_byte 4)) $x1207)))
(assert
 (let (($x356 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1178 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x49431 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1178 $x356)))
(or (or false) (not $x49431))))))
(check-sat)
