; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r591_byte () Int)
(declare-fun r591_1 () Int)
(declare-fun r591_0 () Int)
(declare-fun byte () Int)
(declare-fun w592_byte () Int)
(declare-fun w592_1 () Int)
(declare-fun w592_0 () Int)
(assert
 (let ((?x729 (+ 0 (* 4 (+ 0 (+ (* r591_0 32) (* r591_1 1)))))))
 (and (and (>= r591_0 0) (< r591_0 8)) (and (>= r591_1 0) (< r591_1 32)) (and (>= r591_byte 0) (< r591_byte 4)) (= byte (+ ?x729 r591_byte)))))
(assert
 (let ((?x114 (+ 0 (* 4 (+ 16 (+ (* w592_0 32) (* w592_1 1)))))))
 (and (and (>= w592_0 0) (< w592_0 8)) (and (>= w592_1 0) (< w592_1 8)) (and (>= w592_byte 0) (< w592_byte 4)) (= byte (+ ?x114 w592_byte)))))
(assert
 (let (($x1155 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x870 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x25397 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x870 $x1155)))
(or (or false) (not $x25397))))))
(check-sat)
