; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r815_byte () Int)
(declare-fun r815_1 () Int)
(declare-fun r815_0 () Int)
(declare-fun byte () Int)
(declare-fun w816_byte () Int)
(declare-fun w816_1 () Int)
(declare-fun w816_0 () Int)
(assert
 (let ((?x375 (+ 0 (* 1 (+ 0 (+ (* r815_0 16) (* r815_1 1)))))))
 (and (and (>= r815_0 0) (< r815_0 8)) (and (>= r815_1 0) (< r815_1 16)) (and (>= r815_byte 0) (< r815_byte 1)) (= byte (+ ?x375 r815_byte)))))
(assert
 (let ((?x584 (+ 0 (* 1 (+ 0 (+ (* w816_0 16) (* w816_1 1)))))))
 (and (and (>= w816_0 0) (< w816_0 8)) (and (>= w816_1 0) (< w816_1 16)) (and (>= w816_byte 0) (< w816_byte 1)) (= byte (+ ?x584 w816_byte)))))
(assert
 (let (($x551 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x348 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x83 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x348 $x551)))
(or (or false) (not $x83))))))
(check-sat)
