; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r296_byte () Int)
(declare-fun r296_1 () Int)
(declare-fun r296_0 () Int)
(declare-fun byte () Int)
(declare-fun w297_byte () Int)
(declare-fun w297_1 () Int)
(declare-fun w297_0 () Int)
(assert
 (let ((?x183 (+ 0 (* 1 (+ 0 (+ (* r296_0 16) (* r296_1 1)))))))
 (and (and (>= r296_0 0) (< r296_0 8)) (and (>= r296_1 0) (< r296_1 16)) (and (>= r296_byte 0) (< r296_byte 1)) (= byte (+ ?x183 r296_byte)))))
(assert
 (let ((?x84 (+ 0 (* 1 (+ 0 (+ (* w297_0 16) (* w297_1 1)))))))
 (and (and (>= w297_0 0) (< w297_0 8)) (and (>= w297_1 0) (< w297_1 16)) (and (>= w297_byte 0) (< w297_byte 1)) (= byte (+ ?x84 w297_byte)))))
(assert
 (let (($x70 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x63 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x204 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x63 $x70)))
(or (or false) (not $x204))))))
(check-sat)
