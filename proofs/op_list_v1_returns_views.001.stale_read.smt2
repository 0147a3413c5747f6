; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r264_byte () Int)
(declare-fun r264_1 () Int)
(declare-fun r264_0 () Int)
(declare-fun byte () Int)
(declare-fun w265_byte () Int)
(declare-fun w265_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s266_byte () Int)
(declare-fun s266_1 () Int)
(declare-fun s266_0 () Int)
(assert
 (let ((?x411 (+ 0 (* 4 (+ 0 (+ (* r264_0 4) (* r264_1 1)))))))
 (and (and (>= r264_0 0) (< r264_0 2)) (and (>= r264_1 0) (< r264_1 4)) (and (>= r264_byte 0) (< r264_byte 4)) (= byte (+ ?x411 r264_byte)))))
(assert
 (let (($x326 (= byte (+ (+ 0 (* 4 (+ 4 (* w265_0 1)))) w265_byte))))
 (and (and (>= w265_0 0) (< w265_0 4)) (and (>= w265_byte 0) (< w265_byte 4)) $x326)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x411 (+ 0 (* 4 (+ 0 (+ (* r264_0 4) (* r264_1 1)))))))
 (= observed (+ ?x411 held_byte))))
(assert
 (let ((?x396 (+ 0 (* 4 (+ 0 (+ (* s266_0 4) (* s266_1 1)))))))
 (and (and (>= s266_0 0) (< s266_0 2)) (and (>= s266_1 0) (< s266_1 4)) (and (>= s266_byte 0) (< s266_byte 4)) (= observed (+ ?x396 s266_byte)))))
(assert
 (let (($x378 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x378))))
(check-sat)
