; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r267_byte () Int)
(declare-fun r267_1 () Int)
(declare-fun r267_0 () Int)
(declare-fun byte () Int)
(declare-fun w268_byte () Int)
(declare-fun w268_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s269_byte () Int)
(declare-fun s269_1 () Int)
(declare-fun s269_0 () Int)
(assert
 (let ((?x432 (+ 0 (* 4 (+ 0 (+ (* r267_0 4) (* r267_1 1)))))))
 (and (and (>= r267_0 0) (< r267_0 2)) (and (>= r267_1 0) (< r267_1 4)) (and (>= r267_byte 0) (< r267_byte 4)) (= byte (+ ?x432 r267_byte)))))
(assert
 (let (($x371 (= byte (+ (+ 0 (* 4 (+ 4 (* w268_0 1)))) w268_byte))))
 (and (and (>= w268_0 0) (< w268_0 4)) (and (>= w268_byte 0) (< w268_byte 4)) $x371)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x432 (+ 0 (* 4 (+ 0 (+ (* r267_0 4) (* r267_1 1)))))))
 (= observed (+ ?x432 held_byte))))
(assert
 (let ((?x1049 (+ 0 (* 4 (+ 0 (+ (* s269_0 1) (* s269_1 4)))))))
 (and (and (>= s269_0 0) (< s269_0 4)) (and (>= s269_1 0) (< s269_1 2)) (and (>= s269_byte 0) (< s269_byte 4)) (= observed (+ ?x1049 s269_byte)))))
(assert
 (let (($x378 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x378))))
(check-sat)
