; program custom_op_on_row, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r356_byte () Int)
(declare-fun r356_1 () Int)
(declare-fun r356_0 () Int)
(declare-fun byte () Int)
(declare-fun w357_byte () Int)
(declare-fun w357_0 () Int)
(assert
 (let ((?x233 (+ 0 (* 4 (+ 0 (+ (* r356_0 16) (* r356_1 1)))))))
 (and (and (>= r356_0 0) (< r356_0 8)) (and (>= r356_1 0) (< r356_1 16)) (and (>= r356_byte 0) (< r356_byte 4)) (= byte (+ ?x233 r356_byte)))))
(assert
 (let (($x323 (= byte (+ (+ 0 (* 4 (+ 16 (* w357_0 1)))) w357_byte))))
 (and (and (>= w357_0 0) (< w357_0 16)) (and (>= w357_byte 0) (< w357_byte 4)) $x323)))
(assert
 (let (($x256 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x126 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x319 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x126 $x256)))
(or (or false) (not $x319))))))
(check-sat)
