; program merge_shifted, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads copy_ vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r361_byte () Int)
(declare-fun r361_1 () Int)
(declare-fun r361_0 () Int)
(declare-fun byte () Int)
(declare-fun w362_byte () Int)
(declare-fun w362_1 () Int)
(declare-fun w362_0 () Int)
(assert
 (let ((?x292 (+ 0 (* 4 (+ 0 (+ (* r361_0 16) (* r361_1 1)))))))
 (and (and (>= r361_0 0) (< r361_0 8)) (and (>= r361_1 0) (< r361_1 16)) (and (>= r361_byte 0) (< r361_byte 4)) (= byte (+ ?x292 r361_byte)))))
(assert
 (let ((?x218 (+ 0 (* 4 (+ 16 (+ (* w362_0 16) (* w362_1 1)))))))
 (and (and (>= w362_0 0) (< w362_0 7)) (and (>= w362_1 0) (< w362_1 16)) (and (>= w362_byte 0) (< w362_byte 4)) (= byte (+ ?x218 w362_byte)))))
(assert
 (let (($x324 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x345 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x552 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x345 $x324)))
(or (or false) (not $x552))))))
(check-sat)
