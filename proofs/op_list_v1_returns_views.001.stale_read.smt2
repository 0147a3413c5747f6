; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r166_byte () Int)
(declare-fun r166_1 () Int)
(declare-fun r166_0 () Int)
(declare-fun byte () Int)
(declare-fun w167_byte () Int)
(declare-fun w167_0 () Int)
(assert
 (let ((?x67 (+ 0 (* 4 (+ 0 (+ (* r166_0 4) (* r166_1 1)))))))
 (and (and (>= r166_0 0) (< r166_0 2)) (and (>= r166_1 0) (< r166_1 4)) (and (>= r166_byte 0) (< r166_byte 4)) (= byte (+ ?x67 r166_byte)))))
(assert
 (let (($x251 (= byte (+ (+ 0 (* 4 (+ 4 (* w167_0 1)))) w167_byte))))
 (and (and (>= w167_0 0) (< w167_0 4)) (and (>= w167_byte 0) (< w167_byte 4)) $x251)))
(assert
 (let (($x250 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x250))))
(check-sat)
