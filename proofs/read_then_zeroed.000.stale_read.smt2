; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r448_byte () Int)
(declare-fun r448_0 () Int)
(declare-fun byte () Int)
(declare-fun w449_byte () Int)
(declare-fun w449_0 () Int)
(assert
 (let (($x367 (= byte (+ (+ 0 (* 4 (+ 0 (* r448_0 1)))) r448_byte))))
 (and (and (>= r448_0 0) (< r448_0 32)) (and (>= r448_byte 0) (< r448_byte 4)) $x367)))
(assert
 (let (($x224 (= byte (+ (+ 0 (* 4 (+ 0 (* w449_0 1)))) w449_byte))))
 (and (and (>= w449_0 0) (< w449_0 32)) (and (>= w449_byte 0) (< w449_byte 4)) $x224)))
(assert
 (let (($x90 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x90))))
(check-sat)
