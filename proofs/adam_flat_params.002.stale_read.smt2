; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r425_byte () Int)
(declare-fun r425_0 () Int)
(declare-fun byte () Int)
(declare-fun w426_byte () Int)
(declare-fun w426_0 () Int)
(assert
 (let (($x646 (= byte (+ (+ 0 (* 4 (+ 0 (* r425_0 1)))) r425_byte))))
 (and (and (>= r425_0 0) (< r425_0 64)) (and (>= r425_byte 0) (< r425_byte 4)) $x646)))
(assert
 (let (($x1673 (= byte (+ (+ 0 (* 4 (+ 0 (* w426_0 1)))) w426_byte))))
 (and (and (>= w426_0 0) (< w426_0 32)) (and (>= w426_byte 0) (< w426_byte 4)) $x1673)))
(assert
 (let (($x1158 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1158))))
(check-sat)
