; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r350_byte () Int)
(declare-fun r350_1 () Int)
(declare-fun r350_0 () Int)
(declare-fun byte () Int)
(declare-fun w351_byte () Int)
(declare-fun w351_1 () Int)
(declare-fun w351_0 () Int)
(assert
 (let ((?x165 (+ 0 (* 4 (+ 0 (+ (* r350_0 32) (* r350_1 1)))))))
 (and (and (>= r350_0 0) (< r350_0 8)) (and (>= r350_1 0) (< r350_1 32)) (and (>= r350_byte 0) (< r350_byte 4)) (= byte (+ ?x165 r350_byte)))))
(assert
 (let ((?x200 (+ 0 (* 4 (+ 16 (+ (* w351_0 32) (* w351_1 1)))))))
 (and (and (>= w351_0 0) (< w351_0 8)) (and (>= w351_1 0) (< w351_1 16)) (and (>= w351_byte 0) (< w351_byte 4)) (= byte (+ ?x200 w351_byte)))))
(assert
 (let (($x785 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x314 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x300 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x314 $x785)))
(or (or false) (not $x300))))))
(check-sat)
