; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r922_byte () Int)
(declare-fun r922_1 () Int)
(declare-fun r922_0 () Int)
(declare-fun byte () Int)
(declare-fun w923_byte () Int)
(declare-fun w923_1 () Int)
(declare-fun w923_0 () Int)
(assert
 (let ((?x706 (+ 0 (* 4 (+ 0 (+ (* r922_0 32) (* r922_1 1)))))))
 (and (and (>= r922_0 0) (< r922_0 8)) (and (>= r922_1 0) (< r922_1 32)) (and (>= r922_byte 0) (< r922_byte 4)) (= byte (+ ?x706 r922_byte)))))
(assert
 (let ((?x299 (+ 0 (* 4 (+ 8 (+ (* w923_0 32) (* w923_1 1)))))))
 (and (and (>= w923_0 0) (< w923_0 8)) (and (>= w923_1 0) (< w923_1 8)) (and (>= w923_byte 0) (< w923_byte 4)) (= byte (+ ?x299 w923_byte)))))
(assert
 (let (($x508 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x330 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x360 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x330 $x508)))
(or (or false) (not $x360))))))
(check-sat)
