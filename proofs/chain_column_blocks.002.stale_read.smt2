; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r573_byte () Int)
(declare-fun r573_1 () Int)
(declare-fun r573_0 () Int)
(declare-fun byte () Int)
(declare-fun w574_byte () Int)
(declare-fun w574_1 () Int)
(declare-fun w574_0 () Int)
(assert
 (let ((?x256 (+ 0 (* 4 (+ 0 (+ (* r573_0 32) (* r573_1 1)))))))
 (and (and (>= r573_0 0) (< r573_0 8)) (and (>= r573_1 0) (< r573_1 32)) (and (>= r573_byte 0) (< r573_byte 4)) (= byte (+ ?x256 r573_byte)))))
(assert
 (let ((?x1114 (+ 0 (* 4 (+ 0 (+ (* w574_0 32) (* w574_1 1)))))))
 (and (and (>= w574_0 0) (< w574_0 8)) (and (>= w574_1 0) (< w574_1 8)) (and (>= w574_byte 0) (< w574_byte 4)) (= byte (+ ?x1114 w574_byte)))))
(assert
 (let (($x1264 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x673 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x436 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x673 $x1264)))
(or (or false) (not $x436))))))
(check-sat)
