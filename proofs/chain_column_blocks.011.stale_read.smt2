; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r879_byte () Int)
(declare-fun r879_1 () Int)
(declare-fun r879_0 () Int)
(declare-fun byte () Int)
(declare-fun w880_byte () Int)
(declare-fun w880_1 () Int)
(declare-fun w880_0 () Int)
(assert
 (let ((?x706 (+ 0 (* 4 (+ 0 (+ (* r879_0 32) (* r879_1 1)))))))
 (and (and (>= r879_0 0) (< r879_0 8)) (and (>= r879_1 0) (< r879_1 32)) (and (>= r879_byte 0) (< r879_byte 4)) (= byte (+ ?x706 r879_byte)))))
(assert
 (let ((?x310 (+ 0 (* 4 (+ 16 (+ (* w880_0 32) (* w880_1 1)))))))
 (and (and (>= w880_0 0) (< w880_0 8)) (and (>= w880_1 0) (< w880_1 8)) (and (>= w880_byte 0) (< w880_byte 4)) (= byte (+ ?x310 w880_byte)))))
(assert
 (let (($x656 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x86 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x747 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x86 $x656)))
(or (or false) (not $x747))))))
(check-sat)
