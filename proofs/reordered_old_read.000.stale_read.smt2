; program reordered_old_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r78_byte () Int)
(declare-fun r78_0 () Int)
(declare-fun byte () Int)
(declare-fun w79_byte () Int)
(declare-fun w79_0 () Int)
(assert
 (let (($x57 (= byte (+ (+ 0 (* 4 (+ 0 (* r78_0 1)))) r78_byte))))
 (and (and (>= r78_0 0) (< r78_0 16)) (and (>= r78_byte 0) (< r78_byte 4)) $x57)))
(assert
 (let (($x296 (= byte (+ (+ 0 (* 4 (+ 0 (* w79_0 1)))) w79_byte))))
(and (and (>= w79_0 0) (< w79_0 16)) (and (>= w79_byte 0) (< w79_byte 4)) $x296)))
(check-sat)
