; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r278_byte () Int)
(declare-fun r278_1 () Int)
(declare-fun r278_0 () Int)
(declare-fun byte () Int)
(declare-fun w279_byte () Int)
(declare-fun w279_1 () Int)
(declare-fun w279_0 () Int)
(assert
 (let ((?x240 (+ 0 (* 4 (+ 0 (+ (* r278_0 32) (* r278_1 1)))))))
 (and (and (>= r278_0 0) (< r278_0 8)) (and (>= r278_1 0) (< r278_1 32)) (and (>= r278_byte 0) (< r278_byte 4)) (= byte (+ ?x240 r278_byte)))))
(assert
 (let ((?x65 (+ 0 (* 4 (+ 0 (+ (* w279_0 32) (* w279_1 1)))))))
 (and (and (>= w279_0 0) (< w279_0 8)) (and (>= w279_1 0) (< w279_1 16)) (and (>= w279_byte 0) (< w279_byte 4)) (= byte (+ ?x65 w279_byte)))))
(assert
 (let (($x90 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x342 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
(let (($x254 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x342 $x90)))
(or (or false) (not $x254))))))
(check-sat)
