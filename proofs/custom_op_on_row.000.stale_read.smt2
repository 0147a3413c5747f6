; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r338_byte () Int)
(declare-fun r338_1 () Int)
(declare-fun r338_0 () Int)
(declare-fun byte () Int)
(declare-fun w339_byte () Int)
(declare-fun w339_0 () Int)
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* r338_0 16) (* r338_1 1)))))))
 (and (and (>= r338_0 0) (< r338_0 8)) (and (>= r338_1 0) (< r338_1 16)) (and (>= r338_byte 0) (< r338_byte 4)) (= byte (+ ?x319 r338_byte)))))
(assert
 (let (($x385 (= byte (+ (+ 0 (* 4 (+ 16 (* w339_0 1)))) w339_byte))))
 (and (and (>= w339_0 0) (< w339_0 16)) (and (>= w339_byte 0) (< w339_byte 4)) $x385)))
(assert
 (let (($x214 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x268 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x225 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x268 $x214)))
(or (or false) (not $x225))))))
(check-sat)
