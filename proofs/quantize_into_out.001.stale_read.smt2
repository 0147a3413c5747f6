; program quantize_into_out, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (end of graph reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=arg2_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r865_byte () Int)
(declare-fun r865_0 () Int)
(declare-fun byte () Int)
(declare-fun w866_byte () Int)
(declare-fun w866_0 () Int)
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 0 (* r865_0 1)))) r865_byte))))
 (and (and (>= r865_0 0) (< r865_0 8)) (and (>= r865_byte 0) (< r865_byte 4)) $x69)))
(assert
 (let (($x207 (= byte (+ (+ 0 (* 4 (+ 0 (* w866_0 1)))) w866_byte))))
 (and (and (>= w866_0 0) (< w866_0 8)) (and (>= w866_byte 0) (< w866_byte 4)) $x207)))
(assert
 (let (($x502 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x502))))
(check-sat)
