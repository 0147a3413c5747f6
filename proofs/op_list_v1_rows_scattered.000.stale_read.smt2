; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[0]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r276_byte () Int)
(declare-fun r276_1 () Int)
(declare-fun r276_0 () Int)
(declare-fun byte () Int)
(declare-fun w277_byte () Int)
(declare-fun w277_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s278_byte () Int)
(declare-fun s278_1 () Int)
(declare-fun s278_0 () Int)
(assert
 (let ((?x342 (+ 0 (* 4 (+ 0 (+ (* r276_0 4) (* r276_1 1)))))))
 (and (and (>= r276_0 0) (< r276_0 2)) (and (>= r276_1 0) (< r276_1 4)) (and (>= r276_byte 0) (< r276_byte 4)) (= byte (+ ?x342 r276_byte)))))
(assert
 (let (($x1262 (= byte (+ (+ 0 (* 4 (+ 0 (* w277_0 1)))) w277_byte))))
 (and (and (>= w277_0 0) (< w277_0 4)) (and (>= w277_byte 0) (< w277_byte 4)) $x1262)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x342 (+ 0 (* 4 (+ 0 (+ (* r276_0 4) (* r276_1 1)))))))
 (= observed (+ ?x342 held_byte))))
(assert
 (let ((?x557 (+ 0 (* 4 (+ 0 (+ (* s278_0 4) (* s278_1 1)))))))
 (and (and (>= s278_0 0) (< s278_0 2)) (and (>= s278_1 0) (< s278_1 4)) (and (>= s278_byte 0) (< s278_byte 4)) (= observed (+ ?x557 s278_byte)))))
(assert
 (let (($x1169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1414 (or false)))
 (or $x1414 (not $x1169)))))
(assert
 (let (($x1673 (and (>= (- (div (- observed 0) 4) 4) 0) (< (div (- (div (- observed 0) 4) 4) 1) 4) (= (mod (- (div (- observed 0) 4) 4) 1) 0))))
(let (($x1414 (or false)))
(or $x1414 (not $x1673)))))
(check-sat)
