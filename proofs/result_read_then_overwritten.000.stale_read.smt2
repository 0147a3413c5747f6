; program result_read_then_overwritten, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r21_byte () Int)
(declare-fun r21_0 () Int)
(declare-fun byte () Int)
(declare-fun w22_byte () Int)
(declare-fun w22_0 () Int)
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 0 (* r21_0 1)))) r21_byte))))
 (and (and (>= r21_0 0) (< r21_0 16)) (and (>= r21_byte 0) (< r21_byte 4)) $x143)))
(assert
 (let (($x57 (= byte (+ (+ 0 (* 4 (+ 0 (* w22_0 1)))) w22_byte))))
 (and (and (>= w22_0 0) (< w22_0 16)) (and (>= w22_byte 0) (< w22_byte 4)) $x57)))
(assert
 (let (($x24 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x24))))
(check-sat)
