; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r330_byte () Int)
(declare-fun r330_1 () Int)
(declare-fun r330_0 () Int)
(declare-fun byte () Int)
(declare-fun w331_byte () Int)
(declare-fun w331_1 () Int)
(declare-fun w331_0 () Int)
(assert
 (let ((?x331 (+ 0 (* 4 (+ 0 (+ (* r330_0 32) (* r330_1 1)))))))
 (and (and (>= r330_0 0) (< r330_0 8)) (and (>= r330_1 0) (< r330_1 32)) (and (>= r330_byte 0) (< r330_byte 4)) (= byte (+ ?x331 r330_byte)))))
(assert
 (let ((?x268 (+ 0 (* 4 (+ 24 (+ (* w331_0 32) (* w331_1 1)))))))
 (and (and (>= w331_0 0) (< w331_0 8)) (and (>= w331_1 0) (< w331_1 8)) (and (>= w331_byte 0) (< w331_byte 4)) (= byte (+ ?x268 w331_byte)))))
(assert
 (let (($x206 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x228 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x279 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x228 $x206)))
(or (or false) (not $x279))))))
(check-sat)
