; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r904_byte () Int)
(declare-fun r904_1 () Int)
(declare-fun r904_0 () Int)
(declare-fun byte () Int)
(declare-fun w905_byte () Int)
(declare-fun w905_1 () Int)
(declare-fun w905_0 () Int)
(assert
 (let ((?x513 (+ 0 (* 4 (+ 0 (+ (* r904_0 32) (* r904_1 1)))))))
 (and (and (>= r904_0 0) (< r904_0 8)) (and (>= r904_1 0) (< r904_1 32)) (and (>= r904_byte 0) (< r904_byte 4)) (= byte (+ ?x513 r904_byte)))))
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* w905_0 32) (* w905_1 1)))))))
 (and (and (>= w905_0 0) (< w905_0 8)) (and (>= w905_1 0) (< w905_1 8)) (and (>= w905_byte 0) (< w905_byte 4)) (= byte (+ ?x110 w905_byte)))))
(assert
 (let (($x567 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x197 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x477 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x197 $x567)))
(or (or false) (not $x477))))))
(check-sat)
