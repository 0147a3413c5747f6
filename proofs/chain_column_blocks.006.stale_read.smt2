; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r330_byte () Int)
(declare-fun r330_1 () Int)
(declare-fun r330_0 () Int)
(declare-fun byte () Int)
(declare-fun w331_byte () Int)
(declare-fun w331_1 () Int)
(declare-fun w331_0 () Int)
(assert
 (let ((?x337 (+ 0 (* 4 (+ 0 (+ (* r330_0 32) (* r330_1 1)))))))
 (and (and (>= r330_0 0) (< r330_0 8)) (and (>= r330_1 0) (< r330_1 32)) (and (>= r330_byte 0) (< r330_byte 4)) (= byte (+ ?x337 r330_byte)))))
(assert
 (let ((?x206 (+ 0 (* 4 (+ 24 (+ (* w331_0 32) (* w331_1 1)))))))
 (and (and (>= w331_0 0) (< w331_0 8)) (and (>= w331_1 0) (< w331_1 8)) (and (>= w331_byte 0) (< w331_byte 4)) (= byte (+ ?x206 w331_byte)))))
(assert
 (let (($x168 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
(let (($x102 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
(let (($x280 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x102 $x168)))
(or (or false) (not $x280))))))
(check-sat)
