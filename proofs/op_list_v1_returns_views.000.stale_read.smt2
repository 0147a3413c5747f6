; program op_list_v1_returns_views, auto_functionalized.xs[0]: stale read (end of graph reads arg1_1 vs auto_functionalized xs[0]=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r275_byte () Int)
(declare-fun r275_0 () Int)
(declare-fun byte () Int)
(declare-fun w276_byte () Int)
(declare-fun w276_0 () Int)
(assert
 (let (($x199 (= byte (+ (+ 0 (* 4 (+ 0 (* r275_0 1)))) r275_byte))))
 (and (and (>= r275_0 0) (< r275_0 8)) (and (>= r275_byte 0) (< r275_byte 4)) $x199)))
(assert
 (let (($x373 (= byte (+ (+ 0 (* 4 (+ 0 (* w276_0 1)))) w276_byte))))
 (and (and (>= w276_0 0) (< w276_0 8)) (and (>= w276_byte 0) (< w276_byte 4)) $x373)))
(assert
 (let (($x364 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x364))))
(check-sat)
