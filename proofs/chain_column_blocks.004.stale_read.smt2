; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r326_byte () Int)
(declare-fun r326_1 () Int)
(declare-fun r326_0 () Int)
(declare-fun byte () Int)
(declare-fun w327_byte () Int)
(declare-fun w327_1 () Int)
(declare-fun w327_0 () Int)
(assert
 (let ((?x79 (+ 0 (* 4 (+ 0 (+ (* r326_0 32) (* r326_1 1)))))))
 (and (and (>= r326_0 0) (< r326_0 8)) (and (>= r326_1 0) (< r326_1 32)) (and (>= r326_byte 0) (< r326_byte 4)) (= byte (+ ?x79 r326_byte)))))
(assert
 (let ((?x73 (+ 0 (* 4 (+ 16 (+ (* w327_0 32) (* w327_1 1)))))))
 (and (and (>= w327_0 0) (< w327_0 8)) (and (>= w327_1 0) (< w327_1 8)) (and (>= w327_byte 0) (< w327_byte 4)) (= byte (+ ?x73 w327_byte)))))
(assert
 (let (($x198 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x278 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
(let (($x230 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x278 $x198)))
(or (or false) (not $x230))))))
(check-sat)
