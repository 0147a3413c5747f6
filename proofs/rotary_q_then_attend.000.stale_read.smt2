; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r188_byte () Int)
(declare-fun r188_1 () Int)
(declare-fun r188_0 () Int)
(declare-fun byte () Int)
(declare-fun w189_byte () Int)
(declare-fun w189_1 () Int)
(declare-fun w189_0 () Int)
(assert
 (let ((?x156 (+ 0 (* 4 (+ 0 (+ (* r188_0 24) (* r188_1 1)))))))
 (and (and (>= r188_0 0) (< r188_0 8)) (and (>= r188_1 0) (< r188_1 24)) (and (>= r188_byte 0) (< r188_byte 4)) (= byte (+ ?x156 r188_byte)))))
(assert
 (let ((?x93 (+ 0 (* 4 (+ 0 (+ (* w189_0 24) (* w189_1 1)))))))
 (and (and (>= w189_0 0) (< w189_0 8)) (and (>= w189_1 0) (< w189_1 8)) (and (>= w189_byte 0) (< w189_byte 4)) (= byte (+ ?x93 w189_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x237 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x300 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x237 $x290)))
(or (or false) (not $x300))))))
(check-sat)
