; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r277_byte () Int)
(declare-fun r277_1 () Int)
(declare-fun r277_0 () Int)
(declare-fun byte () Int)
(declare-fun w278_byte () Int)
(declare-fun w278_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s279_byte () Int)
(declare-fun s279_1 () Int)
(declare-fun s279_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r277_0 4) (* r277_1 1)))))))
 (and (and (>= r277_0 0) (< r277_0 2)) (and (>= r277_1 0) (< r277_1 4)) (and (>= r277_byte 0) (< r277_byte 4)) (= byte (+ ?x164 r277_byte)))))
(assert
 (let (($x312 (= byte (+ (+ 0 (* 4 (+ 4 (* w278_0 1)))) w278_byte))))
 (and (and (>= w278_0 0) (< w278_0 4)) (and (>= w278_byte 0) (< w278_byte 4)) $x312)))
(assert
 (let (($x532 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (or (or false) (not $x532))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r277_0 4) (* r277_1 1)))))))
 (= carried0 (+ ?x164 held_byte0))))
(assert
 (let ((?x128 (+ 0 (* 4 (+ 0 (+ (* s279_0 4) (* s279_1 1)))))))
(and (and (>= s279_0 0) (< s279_0 2)) (and (>= s279_1 0) (< s279_1 4)) (and (>= s279_byte 0) (< s279_byte 4)) (= carried0 (+ ?x128 s279_byte)))))
(check-sat)
