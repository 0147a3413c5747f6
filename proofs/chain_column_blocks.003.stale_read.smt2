; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r324_byte () Int)
(declare-fun r324_1 () Int)
(declare-fun r324_0 () Int)
(declare-fun byte () Int)
(declare-fun w325_byte () Int)
(declare-fun w325_1 () Int)
(declare-fun w325_0 () Int)
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* r324_0 32) (* r324_1 1)))))))
 (and (and (>= r324_0 0) (< r324_0 8)) (and (>= r324_1 0) (< r324_1 32)) (and (>= r324_byte 0) (< r324_byte 4)) (= byte (+ ?x180 r324_byte)))))
(assert
 (let ((?x257 (+ 0 (* 4 (+ 8 (+ (* w325_0 32) (* w325_1 1)))))))
 (and (and (>= w325_0 0) (< w325_0 8)) (and (>= w325_1 0) (< w325_1 8)) (and (>= w325_byte 0) (< w325_byte 4)) (= byte (+ ?x257 w325_byte)))))
(assert
 (let (($x245 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x69 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x50 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x69 $x245)))
(or (or false) (not $x50))))))
(check-sat)
