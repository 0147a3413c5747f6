; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r320_byte () Int)
(declare-fun r320_1 () Int)
(declare-fun r320_0 () Int)
(declare-fun byte () Int)
(declare-fun w321_byte () Int)
(declare-fun w321_1 () Int)
(declare-fun w321_0 () Int)
(assert
 (let ((?x257 (+ 0 (* 4 (+ 0 (+ (* r320_0 32) (* r320_1 1)))))))
 (and (and (>= r320_0 0) (< r320_0 8)) (and (>= r320_1 0) (< r320_1 32)) (and (>= r320_byte 0) (< r320_byte 4)) (= byte (+ ?x257 r320_byte)))))
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* w321_0 32) (* w321_1 1)))))))
 (and (and (>= w321_0 0) (< w321_0 8)) (and (>= w321_1 0) (< w321_1 8)) (and (>= w321_byte 0) (< w321_byte 4)) (= byte (+ ?x110 w321_byte)))))
(assert
 (let (($x241 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x158 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x244 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x158 $x241)))
(or (or false) (not $x244))))))
(check-sat)
