; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r38_byte () Int)
(declare-fun r38_1 () Int)
(declare-fun r38_0 () Int)
(declare-fun byte () Int)
(declare-fun w39_byte () Int)
(declare-fun w39_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s40_byte () Int)
(declare-fun s40_1 () Int)
(declare-fun s40_0 () Int)
(assert
 (let ((?x130 (+ 0 (* 4 (+ 0 (+ (* r38_0 8) (* r38_1 1)))))))
 (and (and (>= r38_0 0) (< r38_0 4)) (and (>= r38_1 0) (< r38_1 8)) (and (>= r38_byte 0) (< r38_byte 4)) (= byte (+ ?x130 r38_byte)))))
(assert
 (let (($x33 (= byte (+ (+ 0 (* 4 (+ 16 (* w39_0 1)))) w39_byte))))
 (and (and (>= w39_0 0) (< w39_0 8)) (and (>= w39_byte 0) (< w39_byte 4)) $x33)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x130 (+ 0 (* 4 (+ 0 (+ (* r38_0 8) (* r38_1 1)))))))
 (= observed (+ ?x130 held_byte))))
(assert
 (let ((?x61 (+ 0 (* 4 (+ 0 (+ (* s40_0 8) (* s40_1 1)))))))
 (and (and (>= s40_0 0) (< s40_0 4)) (and (>= s40_1 0) (< s40_1 8)) (and (>= s40_byte 0) (< s40_byte 4)) (= observed (+ ?x61 s40_byte)))))
(assert
 (let (($x63 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 8) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x63))))
(check-sat)
