; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select_1, carried then sizes=(2, 4) strides=(4, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r313_byte () Int)
(declare-fun r313_1 () Int)
(declare-fun r313_0 () Int)
(declare-fun byte () Int)
(declare-fun w314_byte () Int)
(declare-fun w314_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s315_byte () Int)
(declare-fun s315_1 () Int)
(declare-fun s315_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s316_byte () Int)
(declare-fun s316_1 () Int)
(declare-fun s316_0 () Int)
(assert
 (let ((?x357 (+ 0 (* 4 (+ 0 (+ (* r313_0 4) (* r313_1 1)))))))
 (and (and (>= r313_0 0) (< r313_0 2)) (and (>= r313_1 0) (< r313_1 4)) (and (>= r313_byte 0) (< r313_byte 4)) (= byte (+ ?x357 r313_byte)))))
(assert
 (let (($x106 (= byte (+ (+ 0 (* 4 (+ 4 (* w314_0 1)))) w314_byte))))
 (and (and (>= w314_0 0) (< w314_0 4)) (and (>= w314_byte 0) (< w314_byte 4)) $x106)))
(assert
 (let (($x440 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x381 (or false)))
 (or $x381 (not $x440)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x357 (+ 0 (* 4 (+ 0 (+ (* r313_0 4) (* r313_1 1)))))))
 (= carried0 (+ ?x357 held_byte0))))
(assert
 (let ((?x318 (+ 0 (* 4 (+ 0 (+ (* s315_0 4) (* s315_1 1)))))))
 (and (and (>= s315_0 0) (< s315_0 2)) (and (>= s315_1 0) (< s315_1 4)) (and (>= s315_byte 0) (< s315_byte 4)) (= carried0 (+ ?x318 s315_byte)))))
(assert
 (let (($x127 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x381 (or false)))
 (or $x381 (not $x127)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x318 (+ 0 (* 4 (+ 0 (+ (* s315_0 4) (* s315_1 1)))))))
 (= carried1 (+ ?x318 held_byte1))))
(assert
 (let ((?x428 (+ 0 (* 4 (+ 0 (+ (* s316_0 4) (* s316_1 1)))))))
(and (and (>= s316_0 0) (< s316_0 2)) (and (>= s316_1 0) (< s316_1 4)) (and (>= s316_byte 0) (< s316_byte 4)) (= carried1 (+ ?x428 s316_byte)))))
(check-sat)
