; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r904_byte () Int)
(declare-fun r904_0 () Int)
(declare-fun byte () Int)
(declare-fun w905_byte () Int)
(declare-fun w905_0 () Int)
(assert
 (let (($x316 (= byte (+ (+ 0 (* 4 (+ 0 (* r904_0 1)))) r904_byte))))
 (and (and (>= r904_0 0) (< r904_0 32)) (and (>= r904_byte 0) (< r904_byte 4)) $x316)))
(assert
 (let (($x266 (= byte (+ (+ 0 (* 4 (+ 0 (* w905_0 1)))) w905_byte))))
 (and (and (>= w905_0 0) (< w905_0 32)) (and (>= w905_byte 0) (< w905_byte 4)) $x266)))
(assert
 (let (($x654 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x654))))
(check-sat)
