; program chain_on_input, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=getitem)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r883_byte () Int)
(declare-fun r883_0 () Int)
(declare-fun byte () Int)
(declare-fun w884_byte () Int)
(declare-fun w884_0 () Int)
(assert
 (let (($x607 (= byte (+ (+ 0 (* 4 (+ 0 (* r883_0 1)))) r883_byte))))
 (and (and (>= r883_0 0) (< r883_0 32)) (and (>= r883_byte 0) (< r883_byte 4)) $x607)))
(assert
 (let (($x682 (= byte (+ (+ 0 (* 4 (+ 0 (* w884_0 1)))) w884_byte))))
 (and (and (>= w884_0 0) (< w884_0 32)) (and (>= w884_byte 0) (< w884_byte 4)) $x682)))
(assert
 (let (($x653 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x653))))
(check-sat)
