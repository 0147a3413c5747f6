; program index_put_on_input_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r176_byte () Int)
(declare-fun r176_1 () Int)
(declare-fun r176_0 () Int)
(declare-fun byte () Int)
(declare-fun w177_byte () Int)
(declare-fun w177_0 () Int)
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* r176_0 8) (* r176_1 1)))))))
 (and (and (>= r176_0 0) (< r176_0 2)) (and (>= r176_1 0) (< r176_1 8)) (and (>= r176_byte 0) (< r176_byte 4)) (= byte (+ ?x24 r176_byte)))))
(assert
 (let (($x44 (= byte (+ (+ 0 (* 4 (+ 8 (* w177_0 1)))) w177_byte))))
 (and (and (>= w177_0 0) (< w177_0 8)) (and (>= w177_byte 0) (< w177_byte 4)) $x44)))
(assert
 (let (($x221 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x51 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x195 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 2) $x51 $x221)))
(or (or false) (not $x195))))))
(check-sat)
