; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r952_byte () Int)
(declare-fun r952_0 () Int)
(declare-fun byte () Int)
(declare-fun w953_byte () Int)
(declare-fun w953_0 () Int)
(assert
 (let (($x362 (= byte (+ (+ 0 (* 4 (+ 0 (* r952_0 1)))) r952_byte))))
 (and (and (>= r952_0 0) (< r952_0 32)) (and (>= r952_byte 0) (< r952_byte 4)) $x362)))
(assert
 (let (($x610 (= byte (+ (+ 0 (* 4 (+ 0 (* w953_0 1)))) w953_byte))))
 (and (and (>= w953_0 0) (< w953_0 32)) (and (>= w953_byte 0) (< w953_byte 4)) $x610)))
(assert
 (let (($x672 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x672))))
(check-sat)
