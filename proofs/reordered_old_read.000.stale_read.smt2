; program reordered_old_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r100_byte () Int)
(declare-fun r100_0 () Int)
(declare-fun byte () Int)
(declare-fun w101_byte () Int)
(declare-fun w101_0 () Int)
(assert
 (let (($x47 (= byte (+ (+ 0 (* 4 (+ 0 (* r100_0 1)))) r100_byte))))
 (and (and (>= r100_0 0) (< r100_0 16)) (and (>= r100_byte 0) (< r100_byte 4)) $x47)))
(assert
 (let (($x108 (= byte (+ (+ 0 (* 4 (+ 0 (* w101_0 1)))) w101_byte))))
(and (and (>= w101_0 0) (< w101_0 16)) (and (>= w101_byte 0) (< w101_byte 4)) $x108)))
(check-sat)
