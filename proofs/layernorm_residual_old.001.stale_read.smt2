; program layernorm_residual_old, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r465_byte () Int)
(declare-fun r465_1 () Int)
(declare-fun r465_0 () Int)
(declare-fun byte () Int)
(declare-fun w466_byte () Int)
(declare-fun w466_1 () Int)
(declare-fun w466_0 () Int)
(assert
 (let ((?x695 (+ 0 (* 4 (+ 0 (+ (* r465_0 16) (* r465_1 1)))))))
 (and (and (>= r465_0 0) (< r465_0 8)) (and (>= r465_1 0) (< r465_1 16)) (and (>= r465_byte 0) (< r465_byte 4)) (= byte (+ ?x695 r465_byte)))))
(assert
 (let ((?x1179 (+ 0 (* 4 (+ 0 (+ (* w466_0 16) (* w466_1 1)))))))
 (and (and (>= w466_0 0) (< w466_0 8)) (and (>= w466_1 0) (< w466_1 16)) (and (>= w466_byte 0) (< w466_byte 4)) (= byte (+ ?x1179 w466_byte)))))
(assert
 (let (($x1186 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x367 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x612 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x367 $x1186)))
(or (or false) (not $x612))))))
(check-sat)
