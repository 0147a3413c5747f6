; program op_old_value_read_after, auto_functionalized_v2.0: stale read (mul reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r189_byte () Int)
(declare-fun r189_0 () Int)
(declare-fun byte () Int)
(declare-fun w190_byte () Int)
(declare-fun w190_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s191_byte () Int)
(declare-fun s191_0 () Int)
(assert
 (let (($x365 (= byte (+ (+ 0 (* 4 (+ 0 (* r189_0 1)))) r189_byte))))
 (and (and (>= r189_0 0) (< r189_0 16)) (and (>= r189_byte 0) (< r189_byte 4)) $x365)))
(assert
 (let (($x75 (= byte (+ (+ 0 (* 4 (+ 0 (* w190_0 1)))) w190_byte))))
 (and (and (>= w190_0 0) (< w190_0 16)) (and (>= w190_byte 0) (< w190_byte 4)) $x75)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r189_0 1)))) held_byte)))
(assert
 (let (($x1047 (= observed (+ (+ 0 (* 4 (+ 0 (* s191_0 1)))) s191_byte))))
(and (and (>= s191_0 0) (< s191_0 16)) (and (>= s191_byte 0) (< s191_byte 4)) $x1047)))
(check-sat)
