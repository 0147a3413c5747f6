; program disjoint_rows_kernel, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r46_byte () Int)
(declare-fun r46_1 () Int)
(declare-fun r46_0 () Int)
(declare-fun byte () Int)
(declare-fun w47_byte () Int)
(declare-fun w47_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s48_byte () Int)
(declare-fun s48_1 () Int)
(declare-fun s48_0 () Int)
(assert
 (let ((?x224 (+ 0 (* 4 (+ 0 (+ (* r46_0 8) (* r46_1 1)))))))
 (and (and (>= r46_0 0) (< r46_0 4)) (and (>= r46_1 0) (< r46_1 8)) (and (>= r46_byte 0) (< r46_byte 4)) (= byte (+ ?x224 r46_byte)))))
(assert
 (let (($x119 (= byte (+ (+ 0 (* 4 (+ 8 (* w47_0 1)))) w47_byte))))
 (and (and (>= w47_0 0) (< w47_0 8)) (and (>= w47_byte 0) (< w47_byte 4)) $x119)))
(assert
 (let (($x177 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x177))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x224 (+ 0 (* 4 (+ 0 (+ (* r46_0 8) (* r46_1 1)))))))
 (= carried0 (+ ?x224 held_byte0))))
(assert
 (let ((?x92 (+ 0 (* 4 (+ 0 (+ (* s48_0 8) (* s48_1 1)))))))
(and (and (>= s48_0 0) (< s48_0 4)) (and (>= s48_1 0) (< s48_1 8)) (and (>= s48_byte 0) (< s48_byte 4)) (= carried0 (+ ?x92 s48_byte)))))
(check-sat)
