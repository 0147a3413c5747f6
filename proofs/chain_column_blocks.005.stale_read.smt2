; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r420_byte () Int)
(declare-fun r420_1 () Int)
(declare-fun r420_0 () Int)
(declare-fun byte () Int)
(declare-fun w421_byte () Int)
(declare-fun w421_1 () Int)
(declare-fun w421_0 () Int)
(assert
 (let ((?x968 (+ 0 (* 4 (+ 0 (+ (* r420_0 32) (* r420_1 1)))))))
 (and (and (>= r420_0 0) (< r420_0 8)) (and (>= r420_1 0) (< r420_1 32)) (and (>= r420_byte 0) (< r420_byte 4)) (= byte (+ ?x968 r420_byte)))))
(assert
 (let ((?x22 (+ 0 (* 4 (+ 16 (+ (* w421_0 32) (* w421_1 1)))))))
 (and (and (>= w421_0 0) (< w421_0 8)) (and (>= w421_1 0) (< w421_1 8)) (and (>= w421_byte 0) (< w421_byte 4)) (= byte (+ ?x22 w421_byte)))))
(assert
 (let (($x65 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x188 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x2693 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x188 $x65)))
(or (or false) (not $x2693))))))
(check-sat)
