; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (end of graph reads copy_ vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r347_byte () Int)
(declare-fun r347_1 () Int)
(declare-fun r347_0 () Int)
(declare-fun byte () Int)
(declare-fun w348_byte () Int)
(declare-fun w348_1 () Int)
(declare-fun w348_0 () Int)
(assert
 (let ((?x391 (+ 0 (* 4 (+ 0 (+ (* r347_0 16) (* r347_1 1)))))))
 (and (and (>= r347_0 0) (< r347_0 8)) (and (>= r347_1 0) (< r347_1 16)) (and (>= r347_byte 0) (< r347_byte 4)) (= byte (+ ?x391 r347_byte)))))
(assert
 (let ((?x134 (+ 0 (* 4 (+ 32 (+ (* w348_0 16) (* w348_1 1)))))))
 (and (and (>= w348_0 0) (< w348_0 4)) (and (>= w348_1 0) (< w348_1 16)) (and (>= w348_byte 0) (< w348_byte 4)) (= byte (+ ?x134 w348_byte)))))
(assert
 (let (($x408 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x509 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x420 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x509 $x408)))
(or (or false) (not $x420))))))
(check-sat)
