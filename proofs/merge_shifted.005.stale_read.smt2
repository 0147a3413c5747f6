; program merge_shifted, triton_kernel_wrapper_functional_proxy.prefix_ptr: stale read (end of graph reads copy_ vs triton_kernel_wrapper_functional_proxy prefix_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r373_byte () Int)
(declare-fun r373_1 () Int)
(declare-fun r373_0 () Int)
(declare-fun byte () Int)
(declare-fun w374_byte () Int)
(declare-fun w374_1 () Int)
(declare-fun w374_0 () Int)
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* r373_0 16) (* r373_1 1)))))))
 (and (and (>= r373_0 0) (< r373_0 8)) (and (>= r373_1 0) (< r373_1 16)) (and (>= r373_byte 0) (< r373_byte 4)) (= byte (+ ?x509 r373_byte)))))
(assert
 (let ((?x455 (+ 0 (* 4 (+ 0 (+ (* w374_0 16) (* w374_1 1)))))))
 (and (and (>= w374_0 0) (< w374_0 7)) (and (>= w374_1 0) (< w374_1 16)) (and (>= w374_byte 0) (< w374_byte 4)) (= byte (+ ?x455 w374_byte)))))
(assert
 (let (($x310 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x308 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x93 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x308 $x310)))
(or (or false) (not $x93))))))
(check-sat)
