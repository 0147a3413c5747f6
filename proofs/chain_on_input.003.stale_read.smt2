; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r836_byte () Int)
(declare-fun r836_0 () Int)
(declare-fun byte () Int)
(declare-fun w837_byte () Int)
(declare-fun w837_0 () Int)
(assert
 (let (($x672 (= byte (+ (+ 0 (* 4 (+ 0 (* r836_0 1)))) r836_byte))))
 (and (and (>= r836_0 0) (< r836_0 32)) (and (>= r836_byte 0) (< r836_byte 4)) $x672)))
(assert
 (let (($x693 (= byte (+ (+ 0 (* 4 (+ 16 (* w837_0 1)))) w837_byte))))
 (and (and (>= w837_0 0) (< w837_0 16)) (and (>= w837_byte 0) (< w837_byte 4)) $x693)))
(assert
 (let (($x599 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x599))))
(check-sat)
