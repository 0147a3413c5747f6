; program merge_into_prefix, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads copy_ vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r335_byte () Int)
(declare-fun r335_1 () Int)
(declare-fun r335_0 () Int)
(declare-fun byte () Int)
(declare-fun w336_byte () Int)
(declare-fun w336_1 () Int)
(declare-fun w336_0 () Int)
(assert
 (let ((?x43 (+ 0 (* 4 (+ 0 (+ (* r335_0 16) (* r335_1 1)))))))
 (and (and (>= r335_0 0) (< r335_0 8)) (and (>= r335_1 0) (< r335_1 16)) (and (>= r335_byte 0) (< r335_byte 4)) (= byte (+ ?x43 r335_byte)))))
(assert
 (let ((?x463 (+ 0 (* 4 (+ 32 (+ (* w336_0 16) (* w336_1 1)))))))
 (and (and (>= w336_0 0) (< w336_0 4)) (and (>= w336_1 0) (< w336_1 16)) (and (>= w336_byte 0) (< w336_byte 4)) (= byte (+ ?x463 w336_byte)))))
(assert
 (let (($x475 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x194 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x112 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x194 $x475)))
(or (or false) (not $x112))))))
(check-sat)
