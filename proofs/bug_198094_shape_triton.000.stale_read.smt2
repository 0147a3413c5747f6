; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r360_byte () Int)
(declare-fun r360_0 () Int)
(declare-fun byte () Int)
(declare-fun w361_byte () Int)
(declare-fun w361_0 () Int)
(assert
 (let (($x103 (= byte (+ (+ 0 (* 4 (+ 0 (* r360_0 1)))) r360_byte))))
 (and (and (>= r360_0 0) (< r360_0 32)) (and (>= r360_byte 0) (< r360_byte 4)) $x103)))
(assert
 (let (($x297 (= byte (+ (+ 0 (* 4 (+ 0 (* w361_0 1)))) w361_byte))))
 (and (and (>= w361_0 0) (< w361_0 32)) (and (>= w361_byte 0) (< w361_byte 4)) $x297)))
(assert
 (let (($x300 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x300))))
(check-sat)
