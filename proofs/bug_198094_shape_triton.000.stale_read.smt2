; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r342_byte () Int)
(declare-fun r342_0 () Int)
(declare-fun byte () Int)
(declare-fun w343_byte () Int)
(declare-fun w343_0 () Int)
(assert
 (let (($x288 (= byte (+ (+ 0 (* 4 (+ 0 (* r342_0 1)))) r342_byte))))
 (and (and (>= r342_0 0) (< r342_0 32)) (and (>= r342_byte 0) (< r342_byte 4)) $x288)))
(assert
 (let (($x67 (= byte (+ (+ 0 (* 4 (+ 0 (* w343_0 1)))) w343_byte))))
 (and (and (>= w343_0 0) (< w343_0 32)) (and (>= w343_byte 0) (< w343_byte 4)) $x67)))
(assert
 (let (($x63 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x63))))
(check-sat)
