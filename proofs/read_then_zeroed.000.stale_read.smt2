; program read_then_zeroed, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r956_byte () Int)
(declare-fun r956_0 () Int)
(declare-fun byte () Int)
(declare-fun w957_byte () Int)
(declare-fun w957_0 () Int)
(assert
 (let (($x362 (= byte (+ (+ 0 (* 4 (+ 0 (* r956_0 1)))) r956_byte))))
 (and (and (>= r956_0 0) (< r956_0 32)) (and (>= r956_byte 0) (< r956_byte 4)) $x362)))
(assert
 (let (($x380 (= byte (+ (+ 0 (* 4 (+ 0 (* w957_0 1)))) w957_byte))))
 (and (and (>= w957_0 0) (< w957_0 32)) (and (>= w957_byte 0) (< w957_byte 4)) $x380)))
(assert
 (let (($x573 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x573))))
(check-sat)
