; program returns_permute, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r150_byte () Int)
(declare-fun r150_1 () Int)
(declare-fun r150_0 () Int)
(declare-fun byte () Int)
(declare-fun w151_byte () Int)
(declare-fun w151_1 () Int)
(declare-fun w151_0 () Int)
(assert
 (let ((?x195 (+ 0 (* 4 (+ 0 (+ (* r150_0 8) (* r150_1 1)))))))
 (and (and (>= r150_0 0) (< r150_0 4)) (and (>= r150_1 0) (< r150_1 8)) (and (>= r150_byte 0) (< r150_byte 4)) (= byte (+ ?x195 r150_byte)))))
(assert
 (let ((?x275 (+ 0 (* 4 (+ 0 (+ (* w151_0 8) (* w151_1 1)))))))
 (and (and (>= w151_0 0) (< w151_0 4)) (and (>= w151_1 0) (< w151_1 8)) (and (>= w151_byte 0) (< w151_byte 4)) (= byte (+ ?x275 w151_byte)))))
(assert
 (let (($x118 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x260 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x84 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x260 $x118)))
(or (or false) (not $x84))))))
(check-sat)
