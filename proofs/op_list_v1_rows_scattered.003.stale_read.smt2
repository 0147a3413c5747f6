; program op_list_v1_rows_scattered, auto_functionalized.xs[1]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[1]=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r283_byte () Int)
(declare-fun r283_1 () Int)
(declare-fun r283_0 () Int)
(declare-fun byte () Int)
(declare-fun w284_byte () Int)
(declare-fun w284_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s285_byte () Int)
(declare-fun s285_1 () Int)
(declare-fun s285_0 () Int)
(assert
 (let ((?x274 (+ 0 (* 4 (+ 0 (+ (* r283_0 4) (* r283_1 1)))))))
 (and (and (>= r283_0 0) (< r283_0 2)) (and (>= r283_1 0) (< r283_1 4)) (and (>= r283_byte 0) (< r283_byte 4)) (= byte (+ ?x274 r283_byte)))))
(assert
 (let (($x1187 (= byte (+ (+ 0 (* 4 (+ 4 (* w284_0 1)))) w284_byte))))
 (and (and (>= w284_0 0) (< w284_0 4)) (and (>= w284_byte 0) (< w284_byte 4)) $x1187)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x274 (+ 0 (* 4 (+ 0 (+ (* r283_0 4) (* r283_1 1)))))))
 (= observed (+ ?x274 held_byte))))
(assert
 (let ((?x1051 (+ 0 (* 4 (+ 0 (+ (* s285_0 4) (* s285_1 1)))))))
 (and (and (>= s285_0 0) (< s285_0 2)) (and (>= s285_1 0) (< s285_1 4)) (and (>= s285_byte 0) (< s285_byte 4)) (= observed (+ ?x1051 s285_byte)))))
(assert
 (let (($x872 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1414 (or false)))
 (or $x1414 (not $x872)))))
(assert
 (let (($x683 (and (>= (- (div (- observed 0) 4) 4) 0) (< (div (- (div (- observed 0) 4) 4) 1) 4) (= (mod (- (div (- observed 0) 4) 4) 1) 0))))
(let (($x1414 (or false)))
(or $x1414 (not $x683)))))
(check-sat)
