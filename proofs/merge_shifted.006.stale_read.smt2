; program merge_shifted, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r375_byte () Int)
(declare-fun r375_1 () Int)
(declare-fun r375_0 () Int)
(declare-fun byte () Int)
(declare-fun w376_byte () Int)
(declare-fun w376_1 () Int)
(declare-fun w376_0 () Int)
(assert
 (let ((?x413 (+ 0 (* 4 (+ 0 (+ (* r375_0 16) (* r375_1 1)))))))
 (and (and (>= r375_0 0) (< r375_0 8)) (and (>= r375_1 0) (< r375_1 16)) (and (>= r375_byte 0) (< r375_byte 4)) (= byte (+ ?x413 r375_byte)))))
(assert
 (let ((?x138 (+ 0 (* 4 (+ 0 (+ (* w376_0 16) (* w376_1 1)))))))
 (and (and (>= w376_0 0) (< w376_0 7)) (and (>= w376_1 0) (< w376_1 16)) (and (>= w376_byte 0) (< w376_byte 4)) (= byte (+ ?x138 w376_byte)))))
(assert
 (let (($x310 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x308 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x93 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x308 $x310)))
(or (or false) (not $x93))))))
(check-sat)
