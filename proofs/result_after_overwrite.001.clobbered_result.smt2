; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: clobbered result (end of graph reads getitem vs copy_ dst arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r18_byte () Int)
(declare-fun r18_0 () Int)
(declare-fun byte () Int)
(declare-fun w19_byte () Int)
(declare-fun w19_0 () Int)
(assert
 (let (($x35 (= byte (+ (+ 0 (* 4 (+ 0 (* r18_0 1)))) r18_byte))))
 (and (and (>= r18_0 0) (< r18_0 16)) (and (>= r18_byte 0) (< r18_byte 4)) $x35)))
(assert
 (let (($x24 (= byte (+ (+ 0 (* 4 (+ 0 (* w19_0 1)))) w19_byte))))
(and (and (>= w19_0 0) (< w19_0 16)) (and (>= w19_byte 0) (< w19_byte 4)) $x24)))
(check-sat)
