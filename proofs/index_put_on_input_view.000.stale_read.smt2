; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select)
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
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r126_0 8) (* r126_1 1)))))))
 (and (and (>= r126_0 0) (< r126_0 2)) (and (>= r126_1 0) (< r126_1 8)) (and (>= r126_byte 0) (< r126_byte 4)) (= byte (+ ?x75 r126_byte)))))
(assert
 (let (($x89 (= byte (+ (+ 0 (* 4 (+ 8 (* w127_0 1)))) w127_byte))))
 (and (and (>= w127_0 0) (< w127_0 8)) (and (>= w127_byte 0) (< w127_byte 4)) $x89)))
(assert
 (let (($x24 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x24))))
(check-sat)
