; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r322_byte () Int)
(declare-fun r322_1 () Int)
(declare-fun r322_0 () Int)
(declare-fun byte () Int)
(declare-fun w323_byte () Int)
(declare-fun w323_1 () Int)
(declare-fun w323_0 () Int)
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* r322_0 32) (* r322_1 1)))))))
 (and (and (>= r322_0 0) (< r322_0 8)) (and (>= r322_1 0) (< r322_1 32)) (and (>= r322_byte 0) (< r322_byte 4)) (= byte (+ ?x162 r322_byte)))))
(assert
 (let ((?x53 (+ 0 (* 4 (+ 8 (+ (* w323_0 32) (* w323_1 1)))))))
 (and (and (>= w323_0 0) (< w323_0 8)) (and (>= w323_1 0) (< w323_1 8)) (and (>= w323_byte 0) (< w323_byte 4)) (= byte (+ ?x53 w323_byte)))))
(assert
 (let (($x246 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
(let (($x182 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
(let (($x171 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x182 $x246)))
(or (or false) (not $x171))))))
(check-sat)
