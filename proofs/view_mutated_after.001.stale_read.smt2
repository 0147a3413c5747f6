; program view_mutated_after, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads getitem vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r10_byte () Int)
(declare-fun r10_1 () Int)
(declare-fun r10_0 () Int)
(declare-fun byte () Int)
(declare-fun w11_byte () Int)
(declare-fun w11_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s12_byte () Int)
(declare-fun s12_1 () Int)
(declare-fun s12_0 () Int)
(assert
 (let ((?x182 (+ 0 (* 4 (+ 0 (+ (* r10_0 8) (* r10_1 1)))))))
 (and (and (>= r10_0 0) (< r10_0 4)) (and (>= r10_1 0) (< r10_1 8)) (and (>= r10_byte 0) (< r10_byte 4)) (= byte (+ ?x182 r10_byte)))))
(assert
 (let (($x98 (= byte (+ (+ 0 (* 4 (+ 8 (* w11_0 1)))) w11_byte))))
 (and (and (>= w11_0 0) (< w11_0 8)) (and (>= w11_byte 0) (< w11_byte 4)) $x98)))
(assert
 (let (($x163 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x163))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x182 (+ 0 (* 4 (+ 0 (+ (* r10_0 8) (* r10_1 1)))))))
 (= carried0 (+ ?x182 held_byte0))))
(assert
 (let ((?x196 (+ 0 (* 4 (+ 0 (+ (* s12_0 8) (* s12_1 1)))))))
(and (and (>= s12_0 0) (< s12_0 4)) (and (>= s12_1 0) (< s12_1 8)) (and (>= s12_byte 0) (< s12_byte 4)) (= carried0 (+ ?x196 s12_byte)))))
(check-sat)
