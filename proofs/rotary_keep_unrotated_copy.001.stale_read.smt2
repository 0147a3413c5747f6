; program rotary_keep_unrotated_copy, mul.self: stale read (end of graph reads arg0_1 vs mul self=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r334_byte () Int)
(declare-fun r334_1 () Int)
(declare-fun r334_0 () Int)
(declare-fun byte () Int)
(declare-fun w335_byte () Int)
(declare-fun w335_1 () Int)
(declare-fun w335_0 () Int)
(assert
 (let ((?x1754 (+ 0 (* 4 (+ 0 (+ (* r334_0 8) (* r334_1 1)))))))
 (and (and (>= r334_0 0) (< r334_0 8)) (and (>= r334_1 0) (< r334_1 8)) (and (>= r334_byte 0) (< r334_byte 4)) (= byte (+ ?x1754 r334_byte)))))
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* w335_0 8) (* w335_1 1)))))))
 (and (and (>= w335_0 0) (< w335_0 8)) (and (>= w335_1 0) (< w335_1 8)) (and (>= w335_byte 0) (< w335_byte 4)) (= byte (+ ?x251 w335_byte)))))
(assert
 (let (($x322 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1207 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x925 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x1207 $x322)))
(or (or false) (not $x925))))))
(check-sat)
