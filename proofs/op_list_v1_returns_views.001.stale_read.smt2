; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r164_byte () Int)
(declare-fun r164_1 () Int)
(declare-fun r164_0 () Int)
(declare-fun byte () Int)
(declare-fun w165_byte () Int)
(declare-fun w165_0 () Int)
(assert
 (let ((?x50 (+ 0 (* 4 (+ 0 (+ (* r164_0 4) (* r164_1 1)))))))
 (and (and (>= r164_0 0) (< r164_0 2)) (and (>= r164_1 0) (< r164_1 4)) (and (>= r164_byte 0) (< r164_byte 4)) (= byte (+ ?x50 r164_byte)))))
(assert
 (let (($x255 (= byte (+ (+ 0 (* 4 (+ 4 (* w165_0 1)))) w165_byte))))
 (and (and (>= w165_0 0) (< w165_0 4)) (and (>= w165_byte 0) (< w165_byte 4)) $x255)))
(assert
 (let (($x66 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x66))))
(check-sat)
