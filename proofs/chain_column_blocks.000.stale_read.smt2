; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r316_byte () Int)
(declare-fun r316_1 () Int)
(declare-fun r316_0 () Int)
(declare-fun byte () Int)
(declare-fun w317_byte () Int)
(declare-fun w317_1 () Int)
(declare-fun w317_0 () Int)
(assert
 (let ((?x24 (+ 0 (* 4 (+ 0 (+ (* r316_0 32) (* r316_1 1)))))))
 (and (and (>= r316_0 0) (< r316_0 8)) (and (>= r316_1 0) (< r316_1 32)) (and (>= r316_byte 0) (< r316_byte 4)) (= byte (+ ?x24 r316_byte)))))
(assert
 (let ((?x260 (+ 0 (* 4 (+ 0 (+ (* w317_0 32) (* w317_1 1)))))))
 (and (and (>= w317_0 0) (< w317_0 8)) (and (>= w317_1 0) (< w317_1 8)) (and (>= w317_byte 0) (< w317_byte 4)) (= byte (+ ?x260 w317_byte)))))
(assert
 (let (($x58 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x45 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
(let (($x271 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x45 $x58)))
(or (or false) (not $x271))))))
(check-sat)
