; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r348_byte () Int)
(declare-fun r348_1 () Int)
(declare-fun r348_0 () Int)
(declare-fun byte () Int)
(declare-fun w349_byte () Int)
(declare-fun w349_1 () Int)
(declare-fun w349_0 () Int)
(assert
 (let ((?x975 (+ 0 (* 4 (+ 0 (+ (* r348_0 32) (* r348_1 1)))))))
 (and (and (>= r348_0 0) (< r348_0 8)) (and (>= r348_1 0) (< r348_1 32)) (and (>= r348_byte 0) (< r348_byte 4)) (= byte (+ ?x975 r348_byte)))))
(assert
 (let ((?x152 (+ 0 (* 4 (+ 16 (+ (* w349_0 32) (* w349_1 1)))))))
 (and (and (>= w349_0 0) (< w349_0 8)) (and (>= w349_1 0) (< w349_1 16)) (and (>= w349_byte 0) (< w349_byte 4)) (= byte (+ ?x152 w349_byte)))))
(assert
 (let (($x140 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x90 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
(let (($x57 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x90 $x140)))
(or (or false) (not $x57))))))
(check-sat)
