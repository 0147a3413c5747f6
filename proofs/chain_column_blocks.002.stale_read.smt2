; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r575_byte () Int)
(declare-fun r575_1 () Int)
(declare-fun r575_0 () Int)
(declare-fun byte () Int)
(declare-fun w576_byte () Int)
(declare-fun w576_1 () Int)
(declare-fun w576_0 () Int)
(assert
 (let ((?x42299 (+ 0 (* 4 (+ 0 (+ (* r575_0 32) (* r575_1 1)))))))
 (and (and (>= r575_0 0) (< r575_0 8)) (and (>= r575_1 0) (< r575_1 32)) (and (>= r575_byte 0) (< r575_byte 4)) (= byte (+ ?x42299 r575_byte)))))
(assert
 (let ((?x49442 (+ 0 (* 4 (+ 0 (+ (* w576_0 32) (* w576_1 1)))))))
 (and (and (>= w576_0 0) (< w576_0 8)) (and (>= w576_1 0) (< w576_1 8)) (and (>= w576_byte 0) (< w576_byte 4)) (= byte (+ ?x49442 w576_byte)))))
(assert
 (let (($x411 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x497 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x49651 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x497 $x411)))
(or (or false) (not $x49651))))))
(check-sat)
