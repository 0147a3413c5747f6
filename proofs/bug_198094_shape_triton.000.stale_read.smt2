; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r614_byte () Int)
(declare-fun r614_0 () Int)
(declare-fun byte () Int)
(declare-fun w615_byte () Int)
(declare-fun w615_0 () Int)
(assert
 (let (($x58 (= byte (+ (+ 0 (* 4 (+ 0 (* r614_0 1)))) r614_byte))))
 (and (and (>= r614_0 0) (< r614_0 32)) (and (>= r614_byte 0) (< r614_byte 4)) $x58)))
(assert
 (let (($x966 (= byte (+ (+ 0 (* 4 (+ 0 (* w615_0 1)))) w615_byte))))
 (and (and (>= w615_0 0) (< w615_0 32)) (and (>= w615_byte 0) (< w615_byte 4)) $x966)))
(assert
 (let (($x1179 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1179))))
(check-sat)
