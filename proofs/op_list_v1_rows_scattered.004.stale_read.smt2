; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (end of graph reads copy_ vs auto_functionalized xs[1]=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r288_byte () Int)
(declare-fun r288_1 () Int)
(declare-fun r288_0 () Int)
(declare-fun byte () Int)
(declare-fun w289_byte () Int)
(declare-fun w289_0 () Int)
(assert
 (let ((?x23 (+ 0 (* 4 (+ 0 (+ (* r288_0 4) (* r288_1 1)))))))
 (and (and (>= r288_0 0) (< r288_0 2)) (and (>= r288_1 0) (< r288_1 4)) (and (>= r288_byte 0) (< r288_byte 4)) (= byte (+ ?x23 r288_byte)))))
(assert
 (let (($x1155 (= byte (+ (+ 0 (* 4 (+ 4 (* w289_0 1)))) w289_byte))))
 (and (and (>= w289_0 0) (< w289_0 4)) (and (>= w289_byte 0) (< w289_byte 4)) $x1155)))
(assert
 (let (($x446 (= (mod (mod (- (div (- byte 0) 4) 0) 4) 1) 0)))
(let (($x298 (< (div (mod (- (div (- byte 0) 4) 0) 4) 1) 4)))
(let (($x753 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 4) 2) $x298 $x446)))
(or (or false) (not $x753))))))
(check-sat)
