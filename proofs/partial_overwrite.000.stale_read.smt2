; program partial_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r30_byte () Int)
(declare-fun r30_1 () Int)
(declare-fun r30_0 () Int)
(declare-fun byte () Int)
(declare-fun w31_byte () Int)
(declare-fun w31_1 () Int)
(declare-fun w31_0 () Int)
(assert
 (let ((?x60 (+ 0 (* 4 (+ 0 (+ (* r30_0 8) (* r30_1 1)))))))
 (and (and (>= r30_0 0) (< r30_0 4)) (and (>= r30_1 0) (< r30_1 8)) (and (>= r30_byte 0) (< r30_byte 4)) (= byte (+ ?x60 r30_byte)))))
(assert
 (let ((?x128 (+ 0 (* 4 (+ 0 (+ (* w31_0 8) (* w31_1 1)))))))
 (and (and (>= w31_0 0) (< w31_0 4)) (and (>= w31_1 0) (< w31_1 8)) (and (>= w31_byte 0) (< w31_byte 4)) (= byte (+ ?x128 w31_byte)))))
(assert
 (let (($x142 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x122 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x167 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x122 $x142)))
(or (or false) (not $x167))))))
(check-sat)
