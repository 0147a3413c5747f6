; program op_old_value_read_after, auto_functionalized_v2.0: stale read (mul reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r200_byte () Int)
(declare-fun r200_0 () Int)
(declare-fun byte () Int)
(declare-fun w201_byte () Int)
(declare-fun w201_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s202_byte () Int)
(declare-fun s202_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s203_byte () Int)
(declare-fun s203_0 () Int)
(assert
 (let (($x337 (= byte (+ (+ 0 (* 4 (+ 0 (* r200_0 1)))) r200_byte))))
 (and (and (>= r200_0 0) (< r200_0 16)) (and (>= r200_byte 0) (< r200_byte 4)) $x337)))
(assert
 (let (($x527 (= byte (+ (+ 0 (* 4 (+ 0 (* w201_0 1)))) w201_byte))))
 (and (and (>= w201_0 0) (< w201_0 16)) (and (>= w201_byte 0) (< w201_byte 4)) $x527)))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r200_0 1)))) held_byte0)))
(assert
 (let (($x224 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s202_0 1)))) s202_byte))))
 (and (and (>= s202_0 0) (< s202_0 16)) (and (>= s202_byte 0) (< s202_byte 4)) $x224)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s202_0 1)))) held_byte1)))
(assert
 (let (($x222 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s203_0 1)))) s203_byte))))
(and (and (>= s203_0 0) (< s203_0 16)) (and (>= s203_byte 0) (< s203_byte 4)) $x222)))
(check-sat)
