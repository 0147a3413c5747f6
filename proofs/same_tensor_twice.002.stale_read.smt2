; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r70_byte () Int)
(declare-fun r70_0 () Int)
(declare-fun byte () Int)
(declare-fun w71_byte () Int)
(declare-fun w71_0 () Int)
(assert
 (let (($x110 (= byte (+ (+ 0 (* 4 (+ 0 (* r70_0 1)))) r70_byte))))
 (and (and (>= r70_0 0) (< r70_0 16)) (and (>= r70_byte 0) (< r70_byte 4)) $x110)))
(assert
 (let (($x280 (= byte (+ (+ 0 (* 4 (+ 0 (* w71_0 1)))) w71_byte))))
 (and (and (>= w71_0 0) (< w71_0 16)) (and (>= w71_byte 0) (< w71_byte 4)) $x280)))
(assert
 (let (($x172 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x172))))
(check-sat)
