; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r418_byte () Int)
(declare-fun r418_1 () Int)
(declare-fun r418_0 () Int)
(declare-fun byte () Int)
(declare-fun w419_byte () Int)
(declare-fun w419_1 () Int)
(declare-fun w419_0 () Int)
(assert
 (let ((?x300 (+ 0 (* 4 (+ 0 (+ (* r418_0 32) (* r418_1 1)))))))
 (and (and (>= r418_0 0) (< r418_0 8)) (and (>= r418_1 0) (< r418_1 32)) (and (>= r418_byte 0) (< r418_byte 4)) (= byte (+ ?x300 r418_byte)))))
(assert
 (let ((?x1161 (+ 0 (* 4 (+ 16 (+ (* w419_0 32) (* w419_1 1)))))))
 (and (and (>= w419_0 0) (< w419_0 8)) (and (>= w419_1 0) (< w419_1 8)) (and (>= w419_byte 0) (< w419_byte 4)) (= byte (+ ?x1161 w419_byte)))))
(assert
 (let (($x224 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x943 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
(let (($x842 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x943 $x224)))
(or (or false) (not $x842))))))
(check-sat)
