; program op_kernel_same_tensor_twice, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r175_byte () Int)
(declare-fun r175_0 () Int)
(declare-fun byte () Int)
(declare-fun w176_byte () Int)
(declare-fun w176_0 () Int)
(assert
 (let (($x23 (= byte (+ (+ 0 (* 4 (+ 0 (* r175_0 1)))) r175_byte))))
 (and (and (>= r175_0 0) (< r175_0 16)) (and (>= r175_byte 0) (< r175_byte 4)) $x23)))
(assert
 (let (($x1154 (= byte (+ (+ 0 (* 4 (+ 0 (* w176_0 1)))) w176_byte))))
 (and (and (>= w176_0 0) (< w176_0 16)) (and (>= w176_byte 0) (< w176_byte 4)) $x1154)))
(assert
 (let (($x290 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x290))))
(check-sat)
