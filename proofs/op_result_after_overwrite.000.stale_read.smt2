; program op_result_after_overwrite, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r150_byte () Int)
(declare-fun r150_0 () Int)
(declare-fun byte () Int)
(declare-fun w151_byte () Int)
(declare-fun w151_0 () Int)
(assert
 (let (($x261 (= byte (+ (+ 0 (* 4 (+ 0 (* r150_0 1)))) r150_byte))))
 (and (and (>= r150_0 0) (< r150_0 16)) (and (>= r150_byte 0) (< r150_byte 4)) $x261)))
(assert
 (let (($x881 (= byte (+ (+ 0 (* 4 (+ 0 (* w151_0 1)))) w151_byte))))
 (and (and (>= w151_0 0) (< w151_0 16)) (and (>= w151_byte 0) (< w151_byte 4)) $x881)))
(assert
 (let (($x314 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x314))))
(check-sat)
