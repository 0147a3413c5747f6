; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r54_byte () Int)
(declare-fun r54_0 () Int)
(declare-fun byte () Int)
(declare-fun w55_byte () Int)
(declare-fun w55_0 () Int)
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 0 (* r54_0 1)))) r54_byte))))
 (and (and (>= r54_0 0) (< r54_0 32)) (and (>= r54_byte 0) (< r54_byte 4)) $x141)))
(assert
 (let (($x181 (= byte (+ (+ 0 (* 4 (+ 1 (* w55_0 2)))) w55_byte))))
 (and (and (>= w55_0 0) (< w55_0 16)) (and (>= w55_byte 0) (< w55_byte 4)) $x181)))
(assert
 (let (($x204 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x204))))
(check-sat)
