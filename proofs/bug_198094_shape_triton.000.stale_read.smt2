; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r444_byte () Int)
(declare-fun r444_0 () Int)
(declare-fun byte () Int)
(declare-fun w445_byte () Int)
(declare-fun w445_0 () Int)
(assert
 (let (($x126 (= byte (+ (+ 0 (* 4 (+ 0 (* r444_0 1)))) r444_byte))))
 (and (and (>= r444_0 0) (< r444_0 32)) (and (>= r444_byte 0) (< r444_byte 4)) $x126)))
(assert
 (let (($x851 (= byte (+ (+ 0 (* 4 (+ 0 (* w445_0 1)))) w445_byte))))
 (and (and (>= w445_0 0) (< w445_0 32)) (and (>= w445_byte 0) (< w445_byte 4)) $x851)))
(assert
 (let (($x187 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x187))))
(check-sat)
