; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r494_byte () Int)
(declare-fun r494_1 () Int)
(declare-fun r494_0 () Int)
(declare-fun byte () Int)
(declare-fun w495_byte () Int)
(declare-fun w495_1 () Int)
(declare-fun w495_0 () Int)
(assert
 (let ((?x386 (+ 0 (* 4 (+ 0 (+ (* r494_0 16) (* r494_1 1)))))))
 (and (and (>= r494_0 0) (< r494_0 8)) (and (>= r494_1 0) (< r494_1 16)) (and (>= r494_byte 0) (< r494_byte 4)) (= byte (+ ?x386 r494_byte)))))
(assert
 (let ((?x49654 (+ 0 (* 4 (+ 0 (+ (* w495_0 16) (* w495_1 1)))))))
 (and (and (>= w495_0 0) (< w495_0 4)) (and (>= w495_1 0) (< w495_1 16)) (and (>= w495_byte 0) (< w495_byte 4)) (= byte (+ ?x49654 w495_byte)))))
(assert
 (let (($x1054 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x677 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1043 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x677 $x1054)))
(or (or false) (not $x1043))))))
(check-sat)
