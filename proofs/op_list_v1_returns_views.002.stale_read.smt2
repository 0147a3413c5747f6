; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r265_byte () Int)
(declare-fun r265_1 () Int)
(declare-fun r265_0 () Int)
(declare-fun byte () Int)
(declare-fun w266_byte () Int)
(declare-fun w266_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s267_byte () Int)
(declare-fun s267_1 () Int)
(declare-fun s267_0 () Int)
(assert
 (let ((?x603 (+ 0 (* 4 (+ 0 (+ (* r265_0 4) (* r265_1 1)))))))
 (and (and (>= r265_0 0) (< r265_0 2)) (and (>= r265_1 0) (< r265_1 4)) (and (>= r265_byte 0) (< r265_byte 4)) (= byte (+ ?x603 r265_byte)))))
(assert
 (let (($x855 (= byte (+ (+ 0 (* 4 (+ 4 (* w266_0 1)))) w266_byte))))
 (and (and (>= w266_0 0) (< w266_0 4)) (and (>= w266_byte 0) (< w266_byte 4)) $x855)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x603 (+ 0 (* 4 (+ 0 (+ (* r265_0 4) (* r265_1 1)))))))
 (= observed (+ ?x603 held_byte))))
(assert
 (let ((?x337 (+ 0 (* 4 (+ 0 (+ (* s267_0 1) (* s267_1 4)))))))
 (and (and (>= s267_0 0) (< s267_0 4)) (and (>= s267_1 0) (< s267_1 2)) (and (>= s267_byte 0) (< s267_byte 4)) (= observed (+ ?x337 s267_byte)))))
(assert
 (let (($x96 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x96))))
(check-sat)
