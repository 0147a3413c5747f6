; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (end of graph reads arg0_1 vs auto_functionalized xs[1]=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r290_byte () Int)
(declare-fun r290_1 () Int)
(declare-fun r290_0 () Int)
(declare-fun byte () Int)
(declare-fun w291_byte () Int)
(declare-fun w291_0 () Int)
(assert
 (let ((?x702 (+ 0 (* 4 (+ 0 (+ (* r290_0 4) (* r290_1 1)))))))
 (and (and (>= r290_0 0) (< r290_0 2)) (and (>= r290_1 0) (< r290_1 4)) (and (>= r290_byte 0) (< r290_byte 4)) (= byte (+ ?x702 r290_byte)))))
(assert
 (let (($x49476 (= byte (+ (+ 0 (* 4 (+ 4 (* w291_0 1)))) w291_byte))))
 (and (and (>= w291_0 0) (< w291_0 4)) (and (>= w291_byte 0) (< w291_byte 4)) $x49476)))
(assert
 (let (($x446 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x298 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x753 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x298 $x446)))
(or (or false) (not $x753))))))
(check-sat)
