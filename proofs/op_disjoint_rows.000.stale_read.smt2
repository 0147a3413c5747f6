; program op_disjoint_rows, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r181_byte () Int)
(declare-fun r181_1 () Int)
(declare-fun r181_0 () Int)
(declare-fun byte () Int)
(declare-fun w182_byte () Int)
(declare-fun w182_0 () Int)
(assert
 (let ((?x265 (+ 0 (* 4 (+ 0 (+ (* r181_0 8) (* r181_1 1)))))))
 (and (and (>= r181_0 0) (< r181_0 4)) (and (>= r181_1 0) (< r181_1 8)) (and (>= r181_byte 0) (< r181_byte 4)) (= byte (+ ?x265 r181_byte)))))
(assert
 (let (($x947 (= byte (+ (+ 0 (* 4 (+ 8 (* w182_0 1)))) w182_byte))))
 (and (and (>= w182_0 0) (< w182_0 8)) (and (>= w182_byte 0) (< w182_byte 4)) $x947)))
(assert
 (let (($x156 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x515 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x55 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x515 $x156)))
(or (or false) (not $x55))))))
(check-sat)
