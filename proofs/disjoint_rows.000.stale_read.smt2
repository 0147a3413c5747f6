; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r35_byte () Int)
(declare-fun r35_1 () Int)
(declare-fun r35_0 () Int)
(declare-fun byte () Int)
(declare-fun w36_byte () Int)
(declare-fun w36_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s37_byte () Int)
(declare-fun s37_0 () Int)
(assert
 (let ((?x72 (+ 0 (* 4 (+ 0 (+ (* r35_0 8) (* r35_1 1)))))))
 (and (and (>= r35_0 0) (< r35_0 4)) (and (>= r35_1 0) (< r35_1 8)) (and (>= r35_byte 0) (< r35_byte 4)) (= byte (+ ?x72 r35_byte)))))
(assert
 (let (($x88 (= byte (+ (+ 0 (* 4 (+ 16 (* w36_0 1)))) w36_byte))))
 (and (and (>= w36_0 0) (< w36_0 8)) (and (>= w36_byte 0) (< w36_byte 4)) $x88)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x72 (+ 0 (* 4 (+ 0 (+ (* r35_0 8) (* r35_1 1)))))))
 (= observed (+ ?x72 held_byte))))
(assert
 (let (($x43 (= observed (+ (+ 0 (* 4 (+ 0 (* s37_0 1)))) s37_byte))))
 (and (and (>= s37_0 0) (< s37_0 8)) (and (>= s37_byte 0) (< s37_byte 4)) $x43)))
(assert
 (let (($x63 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 8) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x63))))
(check-sat)
