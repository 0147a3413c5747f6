; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r908_byte () Int)
(declare-fun r908_1 () Int)
(declare-fun r908_0 () Int)
(declare-fun byte () Int)
(declare-fun w909_byte () Int)
(declare-fun w909_1 () Int)
(declare-fun w909_0 () Int)
(assert
 (let ((?x524 (+ 0 (* 4 (+ 0 (+ (* r908_0 32) (* r908_1 1)))))))
 (and (and (>= r908_0 0) (< r908_0 8)) (and (>= r908_1 0) (< r908_1 32)) (and (>= r908_byte 0) (< r908_byte 4)) (= byte (+ ?x524 r908_byte)))))
(assert
 (let ((?x397 (+ 0 (* 4 (+ 0 (+ (* w909_0 32) (* w909_1 1)))))))
 (and (and (>= w909_0 0) (< w909_0 8)) (and (>= w909_1 0) (< w909_1 8)) (and (>= w909_byte 0) (< w909_byte 4)) (= byte (+ ?x397 w909_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x94 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x636 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x94 $x455)))
(or (or false) (not $x636))))))
(check-sat)
