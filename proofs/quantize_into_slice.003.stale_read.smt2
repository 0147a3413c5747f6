; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r556_byte () Int)
(declare-fun r556_0 () Int)
(declare-fun byte () Int)
(declare-fun w557_byte () Int)
(declare-fun w557_0 () Int)
(assert
 (let (($x755 (= byte (+ (+ 0 (* 4 (+ 0 (* r556_0 1)))) r556_byte))))
 (and (and (>= r556_0 0) (< r556_0 24)) (and (>= r556_byte 0) (< r556_byte 4)) $x755)))
(assert
 (let (($x613 (= byte (+ (+ 0 (* 4 (+ 8 (* w557_0 1)))) w557_byte))))
 (and (and (>= w557_0 0) (< w557_0 8)) (and (>= w557_byte 0) (< w557_byte 4)) $x613)))
(assert
 (let (($x944 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 24) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x944))))
(check-sat)
