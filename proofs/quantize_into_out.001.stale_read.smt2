; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r548_byte () Int)
(declare-fun r548_0 () Int)
(declare-fun byte () Int)
(declare-fun w549_byte () Int)
(declare-fun w549_0 () Int)
(assert
 (let (($x500 (= byte (+ (+ 0 (* 4 (+ 0 (* r548_0 1)))) r548_byte))))
 (and (and (>= r548_0 0) (< r548_0 8)) (and (>= r548_byte 0) (< r548_byte 4)) $x500)))
(assert
 (let (($x604 (= byte (+ (+ 0 (* 4 (+ 0 (* w549_0 1)))) w549_byte))))
 (and (and (>= w549_0 0) (< w549_0 8)) (and (>= w549_byte 0) (< w549_byte 4)) $x604)))
(assert
 (let (($x248 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x248))))
(check-sat)
