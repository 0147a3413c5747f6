; program partial_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r31_byte () Int)
(declare-fun r31_1 () Int)
(declare-fun r31_0 () Int)
(declare-fun byte () Int)
(declare-fun w32_byte () Int)
(declare-fun w32_1 () Int)
(declare-fun w32_0 () Int)
(assert
 (let ((?x125 (+ 0 (* 4 (+ 0 (+ (* r31_0 8) (* r31_1 1)))))))
 (and (and (>= r31_0 0) (< r31_0 4)) (and (>= r31_1 0) (< r31_1 8)) (and (>= r31_byte 0) (< r31_byte 4)) (= byte (+ ?x125 r31_byte)))))
(assert
 (let ((?x90 (+ 0 (* 4 (+ 0 (+ (* w32_0 8) (* w32_1 1)))))))
 (and (and (>= w32_0 0) (< w32_0 4)) (and (>= w32_1 0) (< w32_1 8)) (and (>= w32_byte 0) (< w32_byte 4)) (= byte (+ ?x90 w32_byte)))))
(assert
 (let (($x92 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x198 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x214 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x198 $x92)))
(or (or false) (not $x214))))))
(check-sat)
