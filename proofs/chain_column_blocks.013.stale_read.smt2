; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r884_byte () Int)
(declare-fun r884_1 () Int)
(declare-fun r884_0 () Int)
(declare-fun byte () Int)
(declare-fun w885_byte () Int)
(declare-fun w885_1 () Int)
(declare-fun w885_0 () Int)
(assert
 (let ((?x443 (+ 0 (* 4 (+ 0 (+ (* r884_0 32) (* r884_1 1)))))))
 (and (and (>= r884_0 0) (< r884_0 8)) (and (>= r884_1 0) (< r884_1 32)) (and (>= r884_byte 0) (< r884_byte 4)) (= byte (+ ?x443 r884_byte)))))
(assert
 (let ((?x559 (+ 0 (* 4 (+ 24 (+ (* w885_0 32) (* w885_1 1)))))))
 (and (and (>= w885_0 0) (< w885_0 8)) (and (>= w885_1 0) (< w885_1 8)) (and (>= w885_byte 0) (< w885_byte 4)) (= byte (+ ?x559 w885_byte)))))
(assert
 (let (($x204 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x78 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x156 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x78 $x204)))
(or (or false) (not $x156))))))
(check-sat)
