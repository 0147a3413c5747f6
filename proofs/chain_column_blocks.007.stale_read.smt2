; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r424_byte () Int)
(declare-fun r424_1 () Int)
(declare-fun r424_0 () Int)
(declare-fun byte () Int)
(declare-fun w425_byte () Int)
(declare-fun w425_1 () Int)
(declare-fun w425_0 () Int)
(assert
 (let ((?x60 (+ 0 (* 4 (+ 0 (+ (* r424_0 32) (* r424_1 1)))))))
 (and (and (>= r424_0 0) (< r424_0 8)) (and (>= r424_1 0) (< r424_1 32)) (and (>= r424_byte 0) (< r424_byte 4)) (= byte (+ ?x60 r424_byte)))))
(assert
 (let ((?x1063 (+ 0 (* 4 (+ 24 (+ (* w425_0 32) (* w425_1 1)))))))
 (and (and (>= w425_0 0) (< w425_0 8)) (and (>= w425_1 0) (< w425_1 8)) (and (>= w425_byte 0) (< w425_byte 4)) (= byte (+ ?x1063 w425_byte)))))
(assert
 (let (($x690 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x87 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x301 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x87 $x690)))
(or (or false) (not $x301))))))
(check-sat)
