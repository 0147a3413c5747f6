; program same_tensor_twice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r56_byte () Int)
(declare-fun r56_0 () Int)
(declare-fun byte () Int)
(declare-fun w57_byte () Int)
(declare-fun w57_0 () Int)
(assert
 (let (($x94 (= byte (+ (+ 0 (* 4 (+ 0 (* r56_0 1)))) r56_byte))))
 (and (and (>= r56_0 0) (< r56_0 16)) (and (>= r56_byte 0) (< r56_byte 4)) $x94)))
(assert
 (let (($x109 (= byte (+ (+ 0 (* 4 (+ 0 (* w57_0 1)))) w57_byte))))
 (and (and (>= w57_0 0) (< w57_0 16)) (and (>= w57_byte 0) (< w57_byte 4)) $x109)))
(assert
 (let (($x177 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x177))))
(check-sat)
