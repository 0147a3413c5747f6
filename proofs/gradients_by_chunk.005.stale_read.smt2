; program gradients_by_chunk, addmm_1.self: stale read (end of graph reads arg4_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r696_byte () Int)
(declare-fun r696_1 () Int)
(declare-fun r696_0 () Int)
(declare-fun byte () Int)
(declare-fun w697_byte () Int)
(declare-fun w697_1 () Int)
(declare-fun w697_0 () Int)
(assert
 (let ((?x551 (+ 0 (* 4 (+ 0 (+ (* r696_0 5) (* r696_1 1)))))))
 (and (and (>= r696_0 0) (< r696_0 6)) (and (>= r696_1 0) (< r696_1 5)) (and (>= r696_byte 0) (< r696_byte 4)) (= byte (+ ?x551 r696_byte)))))
(assert
 (let ((?x494 (+ 0 (* 4 (+ 0 (+ (* w697_0 5) (* w697_1 1)))))))
 (and (and (>= w697_0 0) (< w697_0 6)) (and (>= w697_1 0) (< w697_1 5)) (and (>= w697_byte 0) (< w697_byte 4)) (= byte (+ ?x494 w697_byte)))))
(assert
 (let (($x1402 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x1302 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x309 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x1302 $x1402)))
(or (or false) (not $x309))))))
(check-sat)
