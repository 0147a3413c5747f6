; program op_list_args_overlapping, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r198_byte () Int)
(declare-fun r198_1 () Int)
(declare-fun r198_0 () Int)
(declare-fun byte () Int)
(declare-fun w199_byte () Int)
(declare-fun w199_1 () Int)
(declare-fun w199_0 () Int)
(assert
 (let ((?x1399 (+ 0 (* 4 (+ 0 (+ (* r198_0 2) (* r198_1 1)))))))
 (and (and (>= r198_0 0) (< r198_0 4)) (and (>= r198_1 0) (< r198_1 2)) (and (>= r198_byte 0) (< r198_byte 4)) (= byte (+ ?x1399 r198_byte)))))
(assert
 (let ((?x374 (+ 0 (* 4 (+ 2 (+ (* w199_0 2) (* w199_1 1)))))))
 (and (and (>= w199_0 0) (< w199_0 3)) (and (>= w199_1 0) (< w199_1 2)) (and (>= w199_byte 0) (< w199_byte 4)) (= byte (+ ?x374 w199_byte)))))
(assert
 (let (($x258 (= (mod (mod (- (div (- byte 0) 4) 0) 2) 1) 0)))
(let (($x1403 (< (div (mod (- (div (- byte 0) 4) 0) 2) 1) 2)))
(let (($x974 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 2) 4) $x1403 $x258)))
(or (or false) (not $x974))))))
(check-sat)
