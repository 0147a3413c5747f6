; program op_list_args_two_inputs, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r166_byte () Int)
(declare-fun r166_0 () Int)
(declare-fun byte () Int)
(declare-fun w167_byte () Int)
(declare-fun w167_0 () Int)
(assert
 (let (($x1047 (= byte (+ (+ 0 (* 4 (+ 0 (* r166_0 1)))) r166_byte))))
 (and (and (>= r166_0 0) (< r166_0 8)) (and (>= r166_byte 0) (< r166_byte 4)) $x1047)))
(assert
 (let (($x41 (= byte (+ (+ 0 (* 4 (+ 0 (* w167_0 1)))) w167_byte))))
 (and (and (>= w167_0 0) (< w167_0 8)) (and (>= w167_byte 0) (< w167_byte 4)) $x41)))
(assert
 (let (($x1050 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1050))))
(check-sat)
