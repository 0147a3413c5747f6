; program bug_198094_shape_triton, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r616_byte () Int)
(declare-fun r616_0 () Int)
(declare-fun byte () Int)
(declare-fun w617_byte () Int)
(declare-fun w617_0 () Int)
(assert
 (let (($x1076 (= byte (+ (+ 0 (* 4 (+ 0 (* r616_0 1)))) r616_byte))))
 (and (and (>= r616_0 0) (< r616_0 32)) (and (>= r616_byte 0) (< r616_byte 4)) $x1076)))
(assert
 (let (($x222 (= byte (+ (+ 0 (* 4 (+ 0 (* w617_0 1)))) w617_byte))))
 (and (and (>= w617_0 0) (< w617_0 32)) (and (>= w617_byte 0) (< w617_byte 4)) $x222)))
(assert
 (let (($x1660 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x1660))))
(check-sat)
