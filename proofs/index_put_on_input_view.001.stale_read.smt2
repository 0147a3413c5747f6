; program index_put_on_input_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r126_byte () Int)
(declare-fun r126_1 () Int)
(declare-fun r126_0 () Int)
(declare-fun byte () Int)
(declare-fun w127_byte () Int)
(declare-fun w127_0 () Int)
(assert
 (let ((?x272 (+ 0 (* 4 (+ 0 (+ (* r126_0 8) (* r126_1 1)))))))
 (and (and (>= r126_0 0) (< r126_0 2)) (and (>= r126_1 0) (< r126_1 8)) (and (>= r126_byte 0) (< r126_byte 4)) (= byte (+ ?x272 r126_byte)))))
(assert
 (let (($x285 (= byte (+ (+ 0 (* 4 (+ 8 (* w127_0 1)))) w127_byte))))
 (and (and (>= w127_0 0) (< w127_0 8)) (and (>= w127_byte 0) (< w127_byte 4)) $x285)))
(assert
 (let (($x141 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x44 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x116 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 2) $x44 $x141)))
(or (or false) (not $x116))))))
(check-sat)
