; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r238_byte () Int)
(declare-fun r238_0 () Int)
(declare-fun byte () Int)
(declare-fun w239_byte () Int)
(declare-fun w239_0 () Int)
(assert
 (let (($x387 (= byte (+ (+ 0 (* 4 (+ 0 (* r238_0 1)))) r238_byte))))
 (and (and (>= r238_0 0) (< r238_0 64)) (and (>= r238_byte 0) (< r238_byte 4)) $x387)))
(assert
 (let (($x236 (= byte (+ (+ 0 (* 4 (+ 0 (* w239_0 1)))) w239_byte))))
 (and (and (>= w239_0 0) (< w239_0 64)) (and (>= w239_byte 0) (< w239_byte 4)) $x236)))
(assert
 (let (($x284 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x284))))
(check-sat)
