; program gradients_by_chunk, addmm_1.self: stale read (end of graph reads arg4_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1074_byte () Int)
(declare-fun r1074_1 () Int)
(declare-fun r1074_0 () Int)
(declare-fun byte () Int)
(declare-fun w1075_byte () Int)
(declare-fun w1075_1 () Int)
(declare-fun w1075_0 () Int)
(assert
 (let ((?x551 (+ 0 (* 4 (+ 0 (+ (* r1074_0 5) (* r1074_1 1)))))))
 (and (and (>= r1074_0 0) (< r1074_0 6)) (and (>= r1074_1 0) (< r1074_1 5)) (and (>= r1074_byte 0) (< r1074_byte 4)) (= byte (+ ?x551 r1074_byte)))))
(assert
 (let ((?x857 (+ 0 (* 4 (+ 0 (+ (* w1075_0 5) (* w1075_1 1)))))))
 (and (and (>= w1075_0 0) (< w1075_0 6)) (and (>= w1075_1 0) (< w1075_1 5)) (and (>= w1075_byte 0) (< w1075_byte 4)) (= byte (+ ?x857 w1075_byte)))))
(assert
 (let (($x1764 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x781 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1066 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x781 $x1764)))
(or (or false) (not $x1066))))))
(check-sat)
