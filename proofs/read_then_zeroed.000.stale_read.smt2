; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r618_byte () Int)
(declare-fun r618_0 () Int)
(declare-fun byte () Int)
(declare-fun w619_byte () Int)
(declare-fun w619_0 () Int)
(assert
 (let (($x705 (= byte (+ (+ 0 (* 4 (+ 0 (* r618_0 1)))) r618_byte))))
 (and (and (>= r618_0 0) (< r618_0 32)) (and (>= r618_byte 0) (< r618_byte 4)) $x705)))
(assert
 (let (($x1196 (= byte (+ (+ 0 (* 4 (+ 0 (* w619_0 1)))) w619_byte))))
 (and (and (>= w619_0 0) (< w619_0 32)) (and (>= w619_byte 0) (< w619_byte 4)) $x1196)))
(assert
 (let (($x436 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x436))))
(check-sat)
