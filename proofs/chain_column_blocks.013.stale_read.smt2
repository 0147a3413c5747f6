; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r932_byte () Int)
(declare-fun r932_1 () Int)
(declare-fun r932_0 () Int)
(declare-fun byte () Int)
(declare-fun w933_byte () Int)
(declare-fun w933_1 () Int)
(declare-fun w933_0 () Int)
(assert
 (let ((?x553 (+ 0 (* 4 (+ 0 (+ (* r932_0 32) (* r932_1 1)))))))
 (and (and (>= r932_0 0) (< r932_0 8)) (and (>= r932_1 0) (< r932_1 32)) (and (>= r932_byte 0) (< r932_byte 4)) (= byte (+ ?x553 r932_byte)))))
(assert
 (let ((?x651 (+ 0 (* 4 (+ 24 (+ (* w933_0 32) (* w933_1 1)))))))
 (and (and (>= w933_0 0) (< w933_0 8)) (and (>= w933_1 0) (< w933_1 8)) (and (>= w933_byte 0) (< w933_byte 4)) (= byte (+ ?x651 w933_byte)))))
(assert
 (let (($x72 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x295 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x620 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x295 $x72)))
(or (or false) (not $x620))))))
(check-sat)
