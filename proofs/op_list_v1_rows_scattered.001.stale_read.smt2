; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (end of graph reads copy_ vs auto_functionalized xs[0]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r279_byte () Int)
(declare-fun r279_1 () Int)
(declare-fun r279_0 () Int)
(declare-fun byte () Int)
(declare-fun w280_byte () Int)
(declare-fun w280_0 () Int)
(assert
 (let ((?x545 (+ 0 (* 4 (+ 0 (+ (* r279_0 4) (* r279_1 1)))))))
 (and (and (>= r279_0 0) (< r279_0 2)) (and (>= r279_1 0) (< r279_1 4)) (and (>= r279_byte 0) (< r279_byte 4)) (= byte (+ ?x545 r279_byte)))))
(assert
 (let (($x164 (= byte (+ (+ 0 (* 4 (+ 0 (* w280_0 1)))) w280_byte))))
 (and (and (>= w280_0 0) (< w280_0 4)) (and (>= w280_byte 0) (< w280_byte 4)) $x164)))
(assert
 (let (($x371 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x370 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x500 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x370 $x371)))
(or (or false) (not $x500))))))
(check-sat)
