; program foreach_two_inputs, _foreach_mul.self[1]: stale read (end of graph reads arg1_1 vs _foreach_mul self[1]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r236_byte () Int)
(declare-fun r236_0 () Int)
(declare-fun byte () Int)
(declare-fun w237_byte () Int)
(declare-fun w237_0 () Int)
(assert
 (let (($x952 (= byte (+ (+ 0 (* 4 (+ 0 (* r236_0 1)))) r236_byte))))
 (and (and (>= r236_0 0) (< r236_0 8)) (and (>= r236_byte 0) (< r236_byte 4)) $x952)))
(assert
 (let (($x385 (= byte (+ (+ 0 (* 4 (+ 0 (* w237_0 1)))) w237_byte))))
 (and (and (>= w237_0 0) (< w237_0 8)) (and (>= w237_byte 0) (< w237_byte 4)) $x385)))
(assert
 (let (($x1399 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1399))))
(check-sat)
