; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r314_byte () Int)
(declare-fun r314_1 () Int)
(declare-fun r314_0 () Int)
(declare-fun byte () Int)
(declare-fun w315_byte () Int)
(declare-fun w315_1 () Int)
(declare-fun w315_0 () Int)
(assert
 (let ((?x82 (+ 0 (* 1 (+ 0 (+ (* r314_0 16) (* r314_1 1)))))))
 (and (and (>= r314_0 0) (< r314_0 8)) (and (>= r314_1 0) (< r314_1 16)) (and (>= r314_byte 0) (< r314_byte 1)) (= byte (+ ?x82 r314_byte)))))
(assert
 (let ((?x174 (+ 0 (* 1 (+ 0 (+ (* w315_0 16) (* w315_1 1)))))))
 (and (and (>= w315_0 0) (< w315_0 8)) (and (>= w315_1 0) (< w315_1 16)) (and (>= w315_byte 0) (< w315_byte 1)) (= byte (+ ?x174 w315_byte)))))
(assert
 (let (($x57 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x97 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x141 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x97 $x57)))
(or (or false) (not $x141))))))
(check-sat)
