; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r186_byte () Int)
(declare-fun r186_0 () Int)
(declare-fun byte () Int)
(declare-fun w187_byte () Int)
(declare-fun w187_0 () Int)
(assert
 (let (($x45 (= byte (+ (+ 0 (* 4 (+ 0 (* r186_0 1)))) r186_byte))))
 (and (and (>= r186_0 0) (< r186_0 16)) (and (>= r186_byte 0) (< r186_byte 4)) $x45)))
(assert
 (let (($x400 (= byte (+ (+ 0 (* 4 (+ 0 (* w187_0 1)))) w187_byte))))
 (and (and (>= w187_0 0) (< w187_0 16)) (and (>= w187_byte 0) (< w187_byte 4)) $x400)))
(assert
 (let (($x531 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x531))))
(check-sat)
