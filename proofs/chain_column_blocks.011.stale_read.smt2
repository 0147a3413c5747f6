; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r927_byte () Int)
(declare-fun r927_1 () Int)
(declare-fun r927_0 () Int)
(declare-fun byte () Int)
(declare-fun w928_byte () Int)
(declare-fun w928_1 () Int)
(declare-fun w928_0 () Int)
(assert
 (let ((?x63 (+ 0 (* 4 (+ 0 (+ (* r927_0 32) (* r927_1 1)))))))
 (and (and (>= r927_0 0) (< r927_0 8)) (and (>= r927_1 0) (< r927_1 32)) (and (>= r927_byte 0) (< r927_byte 4)) (= byte (+ ?x63 r927_byte)))))
(assert
 (let ((?x557 (+ 0 (* 4 (+ 16 (+ (* w928_0 32) (* w928_1 1)))))))
 (and (and (>= w928_0 0) (< w928_0 8)) (and (>= w928_1 0) (< w928_1 8)) (and (>= w928_byte 0) (< w928_byte 4)) (= byte (+ ?x557 w928_byte)))))
(assert
 (let (($x580 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x198 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x475 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x198 $x580)))
(or (or false) (not $x475))))))
(check-sat)
