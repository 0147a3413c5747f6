; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r320_byte () Int)
(declare-fun r320_1 () Int)
(declare-fun r320_0 () Int)
(declare-fun byte () Int)
(declare-fun w321_byte () Int)
(declare-fun w321_1 () Int)
(declare-fun w321_0 () Int)
(assert
 (let ((?x173 (+ 0 (* 4 (+ 0 (+ (* r320_0 32) (* r320_1 1)))))))
 (and (and (>= r320_0 0) (< r320_0 8)) (and (>= r320_1 0) (< r320_1 32)) (and (>= r320_byte 0) (< r320_byte 4)) (= byte (+ ?x173 r320_byte)))))
(assert
 (let ((?x65 (+ 0 (* 4 (+ 8 (+ (* w321_0 32) (* w321_1 1)))))))
 (and (and (>= w321_0 0) (< w321_0 8)) (and (>= w321_1 0) (< w321_1 8)) (and (>= w321_byte 0) (< w321_byte 4)) (= byte (+ ?x65 w321_byte)))))
(assert
 (let (($x118 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
(let (($x312 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
(let (($x75 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x312 $x118)))
(or (or false) (not $x75))))))
(check-sat)
