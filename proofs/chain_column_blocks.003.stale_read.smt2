; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r416_byte () Int)
(declare-fun r416_1 () Int)
(declare-fun r416_0 () Int)
(declare-fun byte () Int)
(declare-fun w417_byte () Int)
(declare-fun w417_1 () Int)
(declare-fun w417_0 () Int)
(assert
 (let ((?x2022 (+ 0 (* 4 (+ 0 (+ (* r416_0 32) (* r416_1 1)))))))
 (and (and (>= r416_0 0) (< r416_0 8)) (and (>= r416_1 0) (< r416_1 32)) (and (>= r416_byte 0) (< r416_byte 4)) (= byte (+ ?x2022 r416_byte)))))
(assert
 (let ((?x210 (+ 0 (* 4 (+ 8 (+ (* w417_0 32) (* w417_1 1)))))))
 (and (and (>= w417_0 0) (< w417_0 8)) (and (>= w417_1 0) (< w417_1 8)) (and (>= w417_byte 0) (< w417_byte 4)) (= byte (+ ?x210 w417_byte)))))
(assert
 (let (($x332 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x167 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x133 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x167 $x332)))
(or (or false) (not $x133))))))
(check-sat)
