; program kv_shift_window, slice_scatter.base: stale read (end of graph reads arg0_1 vs slice_scatter src=getitem into arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r282_byte () Int)
(declare-fun r282_1 () Int)
(declare-fun r282_0 () Int)
(declare-fun byte () Int)
(declare-fun w283_byte () Int)
(declare-fun w283_1 () Int)
(declare-fun w283_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r282_0 8) (* r282_1 1)))))))
 (and (and (>= r282_0 0) (< r282_0 16)) (and (>= r282_1 0) (< r282_1 8)) (and (>= r282_byte 0) (< r282_byte 4)) (= byte (+ ?x110 r282_byte)))))
(assert
 (let ((?x1302 (+ 0 (* 4 (+ 0 (+ (* w283_0 8) (* w283_1 1)))))))
 (and (and (>= w283_0 0) (< w283_0 15)) (and (>= w283_1 0) (< w283_1 8)) (and (>= w283_byte 0) (< w283_byte 4)) (= byte (+ ?x1302 w283_byte)))))
(assert
 (let (($x2017 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x2691 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x82 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x2691 $x2017)))
(or (or false) (not $x82))))))
(check-sat)
