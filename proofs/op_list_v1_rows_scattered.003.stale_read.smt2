; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r285_byte () Int)
(declare-fun r285_1 () Int)
(declare-fun r285_0 () Int)
(declare-fun byte () Int)
(declare-fun w286_byte () Int)
(declare-fun w286_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s287_byte () Int)
(declare-fun s287_1 () Int)
(declare-fun s287_0 () Int)
(assert
 (let ((?x702 (+ 0 (* 4 (+ 0 (+ (* r285_0 4) (* r285_1 1)))))))
 (and (and (>= r285_0 0) (< r285_0 2)) (and (>= r285_1 0) (< r285_1 4)) (and (>= r285_byte 0) (< r285_byte 4)) (= byte (+ ?x702 r285_byte)))))
(assert
 (let (($x1063 (= byte (+ (+ 0 (* 4 (+ 4 (* w286_0 1)))) w286_byte))))
 (and (and (>= w286_0 0) (< w286_0 4)) (and (>= w286_byte 0) (< w286_byte 4)) $x1063)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x702 (+ 0 (* 4 (+ 0 (+ (* r285_0 4) (* r285_1 1)))))))
 (= observed (+ ?x702 held_byte))))
(assert
 (let ((?x1113 (+ 0 (* 4 (+ 0 (+ (* s287_0 4) (* s287_1 1)))))))
 (and (and (>= s287_0 0) (< s287_0 2)) (and (>= s287_1 0) (< s287_1 4)) (and (>= s287_byte 0) (< s287_byte 4)) (= observed (+ ?x1113 s287_byte)))))
(assert
 (let (($x1661 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1080 (or false)))
 (or $x1080 (not $x1661)))))
(assert
 (let (($x290 (and (>= (- (div (- observed 0) 4) 4) 0) (< (div (- (div (- observed 0) 4) 4) 1) 4) (= (mod (- (div (- observed 0) 4) 4) 1) 0))))
(let (($x1080 (or false)))
(or $x1080 (not $x290)))))
(check-sat)
