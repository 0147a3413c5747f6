; program index_put_on_input_view, index_put.self: stale read (end of graph reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r128_byte () Int)
(declare-fun r128_1 () Int)
(declare-fun r128_0 () Int)
(declare-fun byte () Int)
(declare-fun w129_byte () Int)
(declare-fun w129_0 () Int)
(assert
 (let ((?x197 (+ 0 (* 4 (+ 0 (+ (* r128_0 8) (* r128_1 1)))))))
 (and (and (>= r128_0 0) (< r128_0 2)) (and (>= r128_1 0) (< r128_1 8)) (and (>= r128_byte 0) (< r128_byte 4)) (= byte (+ ?x197 r128_byte)))))
(assert
 (let (($x221 (= byte (+ (+ 0 (* 4 (+ 8 (* w129_0 1)))) w129_byte))))
 (and (and (>= w129_0 0) (< w129_0 8)) (and (>= w129_byte 0) (< w129_byte 4)) $x221)))
(assert
 (let (($x60 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x28 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x193 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 2) $x28 $x60)))
(or (or false) (not $x193))))))
(check-sat)
