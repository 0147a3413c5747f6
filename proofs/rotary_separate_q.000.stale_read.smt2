; program rotary_separate_q, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r417_byte () Int)
(declare-fun r417_1 () Int)
(declare-fun r417_0 () Int)
(declare-fun byte () Int)
(declare-fun w418_byte () Int)
(declare-fun w418_1 () Int)
(declare-fun w418_0 () Int)
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r417_0 8) (* r417_1 1)))))))
 (and (and (>= r417_0 0) (< r417_0 8)) (and (>= r417_1 0) (< r417_1 8)) (and (>= r417_byte 0) (< r417_byte 4)) (= byte (+ ?x75 r417_byte)))))
(assert
 (let ((?x307 (+ 0 (* 4 (+ 0 (+ (* w418_0 8) (* w418_1 1)))))))
 (and (and (>= w418_0 0) (< w418_0 8)) (and (>= w418_1 0) (< w418_1 8)) (and (>= w418_byte 0) (< w418_byte 4)) (= byte (+ ?x307 w418_byte)))))
(assert
 (let (($x258 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x495 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x569 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x495 $x258)))
(or (or false) (not $x569))))))
(check-sat)
