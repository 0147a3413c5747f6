; program op_old_value_read_after, auto_functionalized_v2.0: stale read (mul reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r187_byte () Int)
(declare-fun r187_0 () Int)
(declare-fun byte () Int)
(declare-fun w188_byte () Int)
(declare-fun w188_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s189_byte () Int)
(declare-fun s189_0 () Int)
(assert
 (let (($x1194 (= byte (+ (+ 0 (* 4 (+ 0 (* r187_0 1)))) r187_byte))))
 (and (and (>= r187_0 0) (< r187_0 16)) (and (>= r187_byte 0) (< r187_byte 4)) $x1194)))
(assert
 (let (($x337 (= byte (+ (+ 0 (* 4 (+ 0 (* w188_0 1)))) w188_byte))))
 (and (and (>= w188_0 0) (< w188_0 16)) (and (>= w188_byte 0) (< w188_byte 4)) $x337)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r187_0 1)))) held_byte)))
(assert
 (let (($x428 (= observed (+ (+ 0 (* 4 (+ 0 (* s189_0 1)))) s189_byte))))
(and (and (>= s189_0 0) (< s189_0 16)) (and (>= s189_byte 0) (< s189_byte 4)) $x428)))
(check-sat)
