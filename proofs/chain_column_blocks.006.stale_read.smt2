; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r346_byte () Int)
(declare-fun r346_1 () Int)
(declare-fun r346_0 () Int)
(declare-fun byte () Int)
(declare-fun w347_byte () Int)
(declare-fun w347_1 () Int)
(declare-fun w347_0 () Int)
(assert
 (let ((?x53 (+ 0 (* 4 (+ 0 (+ (* r346_0 32) (* r346_1 1)))))))
 (and (and (>= r346_0 0) (< r346_0 8)) (and (>= r346_1 0) (< r346_1 32)) (and (>= r346_byte 0) (< r346_byte 4)) (= byte (+ ?x53 r346_byte)))))
(assert
 (let ((?x203 (+ 0 (* 4 (+ 24 (+ (* w347_0 32) (* w347_1 1)))))))
 (and (and (>= w347_0 0) (< w347_0 8)) (and (>= w347_1 0) (< w347_1 8)) (and (>= w347_byte 0) (< w347_byte 4)) (= byte (+ ?x203 w347_byte)))))
(assert
 (let (($x116 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
(let (($x186 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
(let (($x57 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x186 $x116)))
(or (or false) (not $x57))))))
(check-sat)
