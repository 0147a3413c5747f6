; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r86_byte () Int)
(declare-fun r86_1 () Int)
(declare-fun r86_0 () Int)
(declare-fun byte () Int)
(declare-fun w87_byte () Int)
(declare-fun w87_1 () Int)
(declare-fun w87_0 () Int)
(assert
 (let ((?x94 (+ 0 (* 4 (+ 0 (+ (* r86_0 24) (* r86_1 1)))))))
 (and (and (>= r86_0 0) (< r86_0 4)) (and (>= r86_1 0) (< r86_1 24)) (and (>= r86_byte 0) (< r86_byte 4)) (= byte (+ ?x94 r86_byte)))))
(assert
 (let ((?x334 (+ 0 (* 4 (+ 8 (+ (* w87_0 24) (* w87_1 1)))))))
 (and (and (>= w87_0 0) (< w87_0 4)) (and (>= w87_1 0) (< w87_1 8)) (and (>= w87_byte 0) (< w87_byte 4)) (= byte (+ ?x334 w87_byte)))))
(assert
 (let (($x317 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x160 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x408 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 4) $x160 $x317)))
(or (or false) (not $x408))))))
(check-sat)
