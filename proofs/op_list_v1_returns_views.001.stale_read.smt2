; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r262_byte () Int)
(declare-fun r262_1 () Int)
(declare-fun r262_0 () Int)
(declare-fun byte () Int)
(declare-fun w263_byte () Int)
(declare-fun w263_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s264_byte () Int)
(declare-fun s264_1 () Int)
(declare-fun s264_0 () Int)
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* r262_0 4) (* r262_1 1)))))))
 (and (and (>= r262_0 0) (< r262_0 2)) (and (>= r262_1 0) (< r262_1 4)) (and (>= r262_byte 0) (< r262_byte 4)) (= byte (+ ?x416 r262_byte)))))
(assert
 (let (($x92 (= byte (+ (+ 0 (* 4 (+ 4 (* w263_0 1)))) w263_byte))))
 (and (and (>= w263_0 0) (< w263_0 4)) (and (>= w263_byte 0) (< w263_byte 4)) $x92)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x416 (+ 0 (* 4 (+ 0 (+ (* r262_0 4) (* r262_1 1)))))))
 (= observed (+ ?x416 held_byte))))
(assert
 (let ((?x188 (+ 0 (* 4 (+ 0 (+ (* s264_0 4) (* s264_1 1)))))))
 (and (and (>= s264_0 0) (< s264_0 2)) (and (>= s264_1 0) (< s264_1 4)) (and (>= s264_byte 0) (< s264_byte 4)) (= observed (+ ?x188 s264_byte)))))
(assert
 (let (($x96 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x96))))
(check-sat)
