; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r344_byte () Int)
(declare-fun r344_0 () Int)
(declare-fun byte () Int)
(declare-fun w345_byte () Int)
(declare-fun w345_0 () Int)
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* r344_0 1)))) r344_byte))))
 (and (and (>= r344_0 0) (< r344_0 32)) (and (>= r344_byte 0) (< r344_byte 4)) $x143)))
(assert
 (let (($x255 (= byte (+ (+ 0 (* 4 (+ 0 (* w345_0 1)))) w345_byte))))
 (and (and (>= w345_0 0) (< w345_0 32)) (and (>= w345_byte 0) (< w345_byte 4)) $x255)))
(assert
 (let (($x261 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x261))))
(check-sat)
