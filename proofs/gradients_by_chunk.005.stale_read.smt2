; program gradients_by_chunk, addmm_1.self: stale read (end of graph reads arg4_1 vs addmm_1 self=addmm)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r506_byte () Int)
(declare-fun r506_1 () Int)
(declare-fun r506_0 () Int)
(declare-fun byte () Int)
(declare-fun w507_byte () Int)
(declare-fun w507_1 () Int)
(declare-fun w507_0 () Int)
(assert
 (let ((?x2703 (+ 0 (* 4 (+ 0 (+ (* r506_0 5) (* r506_1 1)))))))
 (and (and (>= r506_0 0) (< r506_0 6)) (and (>= r506_1 0) (< r506_1 5)) (and (>= r506_byte 0) (< r506_byte 4)) (= byte (+ ?x2703 r506_byte)))))
(assert
 (let ((?x2258 (+ 0 (* 4 (+ 0 (+ (* w507_0 5) (* w507_1 1)))))))
 (and (and (>= w507_0 0) (< w507_0 6)) (and (>= w507_1 0) (< w507_1 5)) (and (>= w507_byte 0) (< w507_byte 4)) (= byte (+ ?x2258 w507_byte)))))
(assert
 (let (($x2075 (= (mod (mod (- (div (- byte 0) 4) 0) 5) 1) 0)))
(let (($x285 (< (div (mod (- (div (- byte 0) 4) 0) 5) 1) 5)))
(let (($x1380 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 5) 6) $x285 $x2075)))
(or (or false) (not $x1380))))))
(check-sat)
