; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r908_byte () Int)
(declare-fun r908_0 () Int)
(declare-fun byte () Int)
(declare-fun w909_byte () Int)
(declare-fun w909_0 () Int)
(assert
 (let (($x649 (= byte (+ (+ 0 (* 4 (+ 0 (* r908_0 1)))) r908_byte))))
 (and (and (>= r908_0 0) (< r908_0 32)) (and (>= r908_byte 0) (< r908_byte 4)) $x649)))
(assert
 (let (($x326 (= byte (+ (+ 0 (* 4 (+ 0 (* w909_0 1)))) w909_byte))))
 (and (and (>= w909_0 0) (< w909_0 32)) (and (>= w909_byte 0) (< w909_byte 4)) $x326)))
(assert
 (let (($x527 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x527))))
(check-sat)
