; program returns_transpose_of_3d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=view)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r150_byte () Int)
(declare-fun r150_2 () Int)
(declare-fun r150_1 () Int)
(declare-fun r150_0 () Int)
(declare-fun byte () Int)
(declare-fun w151_byte () Int)
(declare-fun w151_1 () Int)
(declare-fun w151_0 () Int)
(assert
 (let ((?x271 (+ 0 (+ (+ (* r150_0 16) (* r150_1 8)) (* r150_2 1)))))
 (and (and (>= r150_0 0) (< r150_0 2)) (and (>= r150_1 0) (< r150_1 2)) (and (>= r150_2 0) (< r150_2 8)) (and (>= r150_byte 0) (< r150_byte 4)) (= byte (+ (+ 0 (* 4 ?x271)) r150_byte)))))
(assert
 (let ((?x296 (+ 0 (* 4 (+ 0 (+ (* w151_0 8) (* w151_1 1)))))))
 (and (and (>= w151_0 0) (< w151_0 4)) (and (>= w151_1 0) (< w151_1 8)) (and (>= w151_byte 0) (< w151_byte 4)) (= byte (+ ?x296 w151_byte)))))
(assert
 (let ((?x229 (- (div (- byte 0) 4) 0)))
(let ((?x285 (mod ?x229 16)))
(let ((?x117 (mod ?x285 8)))
(let (($x131 (and (>= ?x229 0) (< (div ?x229 16) 2) (< (div ?x285 8) 2) (< (div ?x117 1) 8) (= (mod ?x117 1) 0))))
(or (or false) (not $x131)))))))
(check-sat)
