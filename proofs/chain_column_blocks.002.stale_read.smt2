; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r414_byte () Int)
(declare-fun r414_1 () Int)
(declare-fun r414_0 () Int)
(declare-fun byte () Int)
(declare-fun w415_byte () Int)
(declare-fun w415_1 () Int)
(declare-fun w415_0 () Int)
(assert
 (let ((?x202 (+ 0 (* 4 (+ 0 (+ (* r414_0 32) (* r414_1 1)))))))
 (and (and (>= r414_0 0) (< r414_0 8)) (and (>= r414_1 0) (< r414_1 32)) (and (>= r414_byte 0) (< r414_byte 4)) (= byte (+ ?x202 r414_byte)))))
(assert
 (let ((?x83 (+ 0 (* 4 (+ 8 (+ (* w415_0 32) (* w415_1 1)))))))
 (and (and (>= w415_0 0) (< w415_0 8)) (and (>= w415_1 0) (< w415_1 8)) (and (>= w415_byte 0) (< w415_byte 4)) (= byte (+ ?x83 w415_byte)))))
(assert
 (let (($x240 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
(let (($x33 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
(let (($x298 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x33 $x240)))
(or (or false) (not $x298))))))
(check-sat)
