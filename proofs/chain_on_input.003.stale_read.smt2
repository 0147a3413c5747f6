; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r888_byte () Int)
(declare-fun r888_0 () Int)
(declare-fun byte () Int)
(declare-fun w889_byte () Int)
(declare-fun w889_0 () Int)
(assert
 (let (($x153 (= byte (+ (+ 0 (* 4 (+ 0 (* r888_0 1)))) r888_byte))))
 (and (and (>= r888_0 0) (< r888_0 32)) (and (>= r888_byte 0) (< r888_byte 4)) $x153)))
(assert
 (let (($x425 (= byte (+ (+ 0 (* 4 (+ 16 (* w889_0 1)))) w889_byte))))
 (and (and (>= w889_0 0) (< w889_0 16)) (and (>= w889_byte 0) (< w889_byte 4)) $x425)))
(assert
 (let (($x557 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x557))))
(check-sat)
