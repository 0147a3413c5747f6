; program interleaved, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r46_byte () Int)
(declare-fun r46_0 () Int)
(declare-fun byte () Int)
(declare-fun w47_byte () Int)
(declare-fun w47_0 () Int)
(assert
 (let (($x226 (= byte (+ (+ 0 (* 4 (+ 0 (* r46_0 1)))) r46_byte))))
 (and (and (>= r46_0 0) (< r46_0 32)) (and (>= r46_byte 0) (< r46_byte 4)) $x226)))
(assert
 (let (($x180 (= byte (+ (+ 0 (* 4 (+ 1 (* w47_0 2)))) w47_byte))))
 (and (and (>= w47_0 0) (< w47_0 16)) (and (>= w47_byte 0) (< w47_byte 4)) $x180)))
(assert
 (let (($x207 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x207))))
(check-sat)
