; program op_list_v1_rows_scattered, auto_functionalized.xs[0]: stale read (select_scatter reads arg0_1 vs auto_functionalized xs[0]=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r278_byte () Int)
(declare-fun r278_1 () Int)
(declare-fun r278_0 () Int)
(declare-fun byte () Int)
(declare-fun w279_byte () Int)
(declare-fun w279_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s280_byte () Int)
(declare-fun s280_1 () Int)
(declare-fun s280_0 () Int)
(assert
 (let ((?x839 (+ 0 (* 4 (+ 0 (+ (* r278_0 4) (* r278_1 1)))))))
 (and (and (>= r278_0 0) (< r278_0 2)) (and (>= r278_1 0) (< r278_1 4)) (and (>= r278_byte 0) (< r278_byte 4)) (= byte (+ ?x839 r278_byte)))))
(assert
 (let (($x416 (= byte (+ (+ 0 (* 4 (+ 0 (* w279_0 1)))) w279_byte))))
 (and (and (>= w279_0 0) (< w279_0 4)) (and (>= w279_byte 0) (< w279_byte 4)) $x416)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x839 (+ 0 (* 4 (+ 0 (+ (* r278_0 4) (* r278_1 1)))))))
 (= observed (+ ?x839 held_byte))))
(assert
 (let ((?x1382 (+ 0 (* 4 (+ 0 (+ (* s280_0 4) (* s280_1 1)))))))
 (and (and (>= s280_0 0) (< s280_0 2)) (and (>= s280_1 0) (< s280_1 4)) (and (>= s280_byte 0) (< s280_byte 4)) (= observed (+ ?x1382 s280_byte)))))
(assert
 (let (($x378 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1080 (or false)))
 (or $x1080 (not $x378)))))
(assert
 (let (($x254 (and (>= (- (div (- observed 0) 4) 4) 0) (< (div (- (div (- observed 0) 4) 4) 1) 4) (= (mod (- (div (- observed 0) 4) 4) 1) 0))))
(let (($x1080 (or false)))
(or $x1080 (not $x254)))))
(check-sat)
