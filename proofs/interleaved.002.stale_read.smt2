; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r36_byte () Int)
(declare-fun r36_0 () Int)
(declare-fun byte () Int)
(declare-fun w37_byte () Int)
(declare-fun w37_0 () Int)
(assert
 (let (($x166 (= byte (+ (+ 0 (* 4 (+ 0 (* r36_0 1)))) r36_byte))))
 (and (and (>= r36_0 0) (< r36_0 32)) (and (>= r36_byte 0) (< r36_byte 4)) $x166)))
(assert
 (let (($x99 (= byte (+ (+ 0 (* 4 (+ 1 (* w37_0 2)))) w37_byte))))
 (and (and (>= w37_0 0) (< w37_0 16)) (and (>= w37_byte 0) (< w37_byte 4)) $x99)))
(assert
 (let (($x94 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x94))))
(check-sat)
