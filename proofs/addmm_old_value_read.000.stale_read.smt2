; program addmm_old_value_read, addmm.self: stale read (mul reads arg0_1 vs addmm self=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r698_byte () Int)
(declare-fun r698_1 () Int)
(declare-fun r698_0 () Int)
(declare-fun byte () Int)
(declare-fun w699_byte () Int)
(declare-fun w699_1 () Int)
(declare-fun w699_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s700_byte () Int)
(declare-fun s700_1 () Int)
(declare-fun s700_0 () Int)
(assert
 (let ((?x1394 (+ 0 (* 4 (+ 0 (+ (* r698_0 5) (* r698_1 1)))))))
 (and (and (>= r698_0 0) (< r698_0 3)) (and (>= r698_1 0) (< r698_1 5)) (and (>= r698_byte 0) (< r698_byte 4)) (= byte (+ ?x1394 r698_byte)))))
(assert
 (let ((?x1049 (+ 0 (* 4 (+ 0 (+ (* w699_0 5) (* w699_1 1)))))))
 (and (and (>= w699_0 0) (< w699_0 3)) (and (>= w699_1 0) (< w699_1 5)) (and (>= w699_byte 0) (< w699_byte 4)) (= byte (+ ?x1049 w699_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1394 (+ 0 (* 4 (+ 0 (+ (* r698_0 5) (* r698_1 1)))))))
 (= observed (+ ?x1394 held_byte))))
(assert
 (let ((?x1079 (+ 0 (* 4 (+ 0 (+ (* s700_0 5) (* s700_1 1)))))))
(and (and (>= s700_0 0) (< s700_0 3)) (and (>= s700_1 0) (< s700_1 5)) (and (>= s700_byte 0) (< s700_byte 4)) (= observed (+ ?x1079 s700_byte)))))
(check-sat)
