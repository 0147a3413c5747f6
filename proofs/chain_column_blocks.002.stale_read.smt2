; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r338_byte () Int)
(declare-fun r338_1 () Int)
(declare-fun r338_0 () Int)
(declare-fun byte () Int)
(declare-fun w339_byte () Int)
(declare-fun w339_1 () Int)
(declare-fun w339_0 () Int)
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r338_0 32) (* r338_1 1)))))))
 (and (and (>= r338_0 0) (< r338_0 8)) (and (>= r338_1 0) (< r338_1 32)) (and (>= r338_byte 0) (< r338_byte 4)) (= byte (+ ?x75 r338_byte)))))
(assert
 (let ((?x157 (+ 0 (* 4 (+ 8 (+ (* w339_0 32) (* w339_1 1)))))))
 (and (and (>= w339_0 0) (< w339_0 8)) (and (>= w339_1 0) (< w339_1 8)) (and (>= w339_byte 0) (< w339_byte 4)) (= byte (+ ?x157 w339_byte)))))
(assert
 (let (($x184 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
(let (($x89 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
(let (($x97 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x89 $x184)))
(or (or false) (not $x97))))))
(check-sat)
