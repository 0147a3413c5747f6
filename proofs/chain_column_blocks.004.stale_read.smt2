; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r342_byte () Int)
(declare-fun r342_1 () Int)
(declare-fun r342_0 () Int)
(declare-fun byte () Int)
(declare-fun w343_byte () Int)
(declare-fun w343_1 () Int)
(declare-fun w343_0 () Int)
(assert
 (let ((?x64 (+ 0 (* 4 (+ 0 (+ (* r342_0 32) (* r342_1 1)))))))
 (and (and (>= r342_0 0) (< r342_0 8)) (and (>= r342_1 0) (< r342_1 32)) (and (>= r342_byte 0) (< r342_byte 4)) (= byte (+ ?x64 r342_byte)))))
(assert
 (let ((?x87 (+ 0 (* 4 (+ 16 (+ (* w343_0 32) (* w343_1 1)))))))
 (and (and (>= w343_0 0) (< w343_0 8)) (and (>= w343_1 0) (< w343_1 8)) (and (>= w343_byte 0) (< w343_byte 4)) (= byte (+ ?x87 w343_byte)))))
(assert
 (let (($x66 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x253 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
(let (($x264 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x253 $x66)))
(or (or false) (not $x264))))))
(check-sat)
