; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r346_byte () Int)
(declare-fun r346_1 () Int)
(declare-fun r346_0 () Int)
(declare-fun byte () Int)
(declare-fun w347_byte () Int)
(declare-fun w347_1 () Int)
(declare-fun w347_0 () Int)
(assert
 (let ((?x76 (+ 0 (* 4 (+ 0 (+ (* r346_0 32) (* r346_1 1)))))))
 (and (and (>= r346_0 0) (< r346_0 8)) (and (>= r346_1 0) (< r346_1 32)) (and (>= r346_byte 0) (< r346_byte 4)) (= byte (+ ?x76 r346_byte)))))
(assert
 (let ((?x1172 (+ 0 (* 4 (+ 0 (+ (* w347_0 32) (* w347_1 1)))))))
 (and (and (>= w347_0 0) (< w347_0 8)) (and (>= w347_1 0) (< w347_1 16)) (and (>= w347_byte 0) (< w347_byte 4)) (= byte (+ ?x1172 w347_byte)))))
(assert
 (let (($x227 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x207 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x317 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x207 $x227)))
(or (or false) (not $x317))))))
(check-sat)
