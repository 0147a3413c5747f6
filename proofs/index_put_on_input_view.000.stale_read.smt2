; program index_put_on_input_view, index_put.self: stale read (select_scatter reads arg0_1 vs index_put self=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r174_byte () Int)
(declare-fun r174_1 () Int)
(declare-fun r174_0 () Int)
(declare-fun byte () Int)
(declare-fun w175_byte () Int)
(declare-fun w175_0 () Int)
(assert
 (let ((?x2702 (+ 0 (* 4 (+ 0 (+ (* r174_0 8) (* r174_1 1)))))))
 (and (and (>= r174_0 0) (< r174_0 2)) (and (>= r174_1 0) (< r174_1 8)) (and (>= r174_byte 0) (< r174_byte 4)) (= byte (+ ?x2702 r174_byte)))))
(assert
 (let (($x207 (= byte (+ (+ 0 (* 4 (+ 8 (* w175_0 1)))) w175_byte))))
 (and (and (>= w175_0 0) (< w175_0 8)) (and (>= w175_byte 0) (< w175_byte 4)) $x207)))
(assert
 (let (($x2022 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x2022))))
(check-sat)
