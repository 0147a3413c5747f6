; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r427_byte () Int)
(declare-fun r427_0 () Int)
(declare-fun byte () Int)
(declare-fun w428_byte () Int)
(declare-fun w428_0 () Int)
(assert
 (let (($x483 (= byte (+ (+ 0 (* 4 (+ 0 (* r427_0 1)))) r427_byte))))
 (and (and (>= r427_0 0) (< r427_0 64)) (and (>= r427_byte 0) (< r427_byte 4)) $x483)))
(assert
 (let (($x1149 (= byte (+ (+ 0 (* 4 (+ 0 (* w428_0 1)))) w428_byte))))
 (and (and (>= w428_0 0) (< w428_0 32)) (and (>= w428_byte 0) (< w428_byte 4)) $x1149)))
(assert
 (let (($x216 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x216))))
(check-sat)
