; program op_disjoint_rows, auto_functionalized_v2.0: stale read (end of graph reads arg0_1 vs auto_functionalized_v2 base 0=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r108_byte () Int)
(declare-fun r108_1 () Int)
(declare-fun r108_0 () Int)
(declare-fun byte () Int)
(declare-fun w109_byte () Int)
(declare-fun w109_0 () Int)
(assert
 (let ((?x235 (+ 0 (* 4 (+ 0 (+ (* r108_0 8) (* r108_1 1)))))))
 (and (and (>= r108_0 0) (< r108_0 4)) (and (>= r108_1 0) (< r108_1 8)) (and (>= r108_byte 0) (< r108_byte 4)) (= byte (+ ?x235 r108_byte)))))
(assert
 (let (($x313 (= byte (+ (+ 0 (* 4 (+ 8 (* w109_0 1)))) w109_byte))))
 (and (and (>= w109_0 0) (< w109_0 8)) (and (>= w109_byte 0) (< w109_byte 4)) $x313)))
(assert
 (let (($x136 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x219 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x275 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x219 $x136)))
(or (or false) (not $x275))))))
(check-sat)
