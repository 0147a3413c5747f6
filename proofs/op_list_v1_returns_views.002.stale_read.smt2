; program op_list_v1_returns_views, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r280_byte () Int)
(declare-fun r280_1 () Int)
(declare-fun r280_0 () Int)
(declare-fun byte () Int)
(declare-fun w281_byte () Int)
(declare-fun w281_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s282_byte () Int)
(declare-fun s282_1 () Int)
(declare-fun s282_0 () Int)
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* r280_0 4) (* r280_1 1)))))))
 (and (and (>= r280_0 0) (< r280_0 2)) (and (>= r280_1 0) (< r280_1 4)) (and (>= r280_byte 0) (< r280_byte 4)) (= byte (+ ?x390 r280_byte)))))
(assert
 (let (($x278 (= byte (+ (+ 0 (* 4 (+ 4 (* w281_0 1)))) w281_byte))))
 (and (and (>= w281_0 0) (< w281_0 4)) (and (>= w281_byte 0) (< w281_byte 4)) $x278)))
(assert
 (let (($x532 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (or (or false) (not $x532))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* r280_0 4) (* r280_1 1)))))))
 (= carried0 (+ ?x390 held_byte0))))
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* s282_0 1) (* s282_1 4)))))))
(and (and (>= s282_0 0) (< s282_0 4)) (and (>= s282_1 0) (< s282_1 2)) (and (>= s282_byte 0) (< s282_byte 4)) (= carried0 (+ ?x251 s282_byte)))))
(check-sat)
