; program chain_on_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r558_byte () Int)
(declare-fun r558_0 () Int)
(declare-fun byte () Int)
(declare-fun w559_byte () Int)
(declare-fun w559_0 () Int)
(assert
 (let (($x1266 (= byte (+ (+ 0 (* 4 (+ 0 (* r558_0 1)))) r558_byte))))
 (and (and (>= r558_0 0) (< r558_0 32)) (and (>= r558_byte 0) (< r558_byte 4)) $x1266)))
(assert
 (let (($x1303 (= byte (+ (+ 0 (* 4 (+ 0 (* w559_0 1)))) w559_byte))))
 (and (and (>= w559_0 0) (< w559_0 32)) (and (>= w559_byte 0) (< w559_byte 4)) $x1303)))
(assert
 (let (($x678 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x678))))
(check-sat)
