; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r480_byte () Int)
(declare-fun r480_1 () Int)
(declare-fun r480_0 () Int)
(declare-fun byte () Int)
(declare-fun w481_byte () Int)
(declare-fun w481_1 () Int)
(declare-fun w481_0 () Int)
(assert
 (let ((?x843 (+ 0 (* 4 (+ 0 (+ (* r480_0 32) (* r480_1 1)))))))
 (and (and (>= r480_0 0) (< r480_0 8)) (and (>= r480_1 0) (< r480_1 32)) (and (>= r480_byte 0) (< r480_byte 4)) (= byte (+ ?x843 r480_byte)))))
(assert
 (let ((?x155 (+ 0 (* 4 (+ 16 (+ (* w481_0 32) (* w481_1 1)))))))
 (and (and (>= w481_0 0) (< w481_0 8)) (and (>= w481_1 0) (< w481_1 16)) (and (>= w481_byte 0) (< w481_byte 4)) (= byte (+ ?x155 w481_byte)))))
(assert
 (let (($x371 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x1063 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x1066 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x1063 $x371)))
(or (or false) (not $x1066))))))
(check-sat)
