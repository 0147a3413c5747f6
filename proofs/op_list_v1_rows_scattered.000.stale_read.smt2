; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[0]=select, carried then sizes=(2, 4) strides=(4, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r305_byte () Int)
(declare-fun r305_1 () Int)
(declare-fun r305_0 () Int)
(declare-fun byte () Int)
(declare-fun w306_byte () Int)
(declare-fun w306_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s307_byte () Int)
(declare-fun s307_1 () Int)
(declare-fun s307_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s308_byte () Int)
(declare-fun s308_1 () Int)
(declare-fun s308_0 () Int)
(assert
 (let ((?x364 (+ 0 (* 4 (+ 0 (+ (* r305_0 4) (* r305_1 1)))))))
 (and (and (>= r305_0 0) (< r305_0 2)) (and (>= r305_1 0) (< r305_1 4)) (and (>= r305_byte 0) (< r305_byte 4)) (= byte (+ ?x364 r305_byte)))))
(assert
 (let (($x151 (= byte (+ (+ 0 (* 4 (+ 0 (* w306_0 1)))) w306_byte))))
 (and (and (>= w306_0 0) (< w306_0 4)) (and (>= w306_byte 0) (< w306_byte 4)) $x151)))
(assert
 (let (($x69 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x381 (or false)))
 (or $x381 (not $x69)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x364 (+ 0 (* 4 (+ 0 (+ (* r305_0 4) (* r305_1 1)))))))
 (= carried0 (+ ?x364 held_byte0))))
(assert
 (let ((?x461 (+ 0 (* 4 (+ 0 (+ (* s307_0 4) (* s307_1 1)))))))
 (and (and (>= s307_0 0) (< s307_0 2)) (and (>= s307_1 0) (< s307_1 4)) (and (>= s307_byte 0) (< s307_byte 4)) (= carried0 (+ ?x461 s307_byte)))))
(assert
 (let (($x200 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x381 (or false)))
 (or $x381 (not $x200)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x461 (+ 0 (* 4 (+ 0 (+ (* s307_0 4) (* s307_1 1)))))))
 (= carried1 (+ ?x461 held_byte1))))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* s308_0 4) (* s308_1 1)))))))
(and (and (>= s308_0 0) (< s308_0 2)) (and (>= s308_1 0) (< s308_1 4)) (and (>= s308_byte 0) (< s308_byte 4)) (= carried1 (+ ?x390 s308_byte)))))
(check-sat)
