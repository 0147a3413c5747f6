; program load_only_argument_listed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r93_byte () Int)
(declare-fun r93_0 () Int)
(declare-fun byte () Int)
(declare-fun w94_byte () Int)
(declare-fun w94_0 () Int)
(assert
 (let (($x150 (= byte (+ (+ 0 (* 4 (+ 0 (* r93_0 1)))) r93_byte))))
 (and (and (>= r93_0 0) (< r93_0 8)) (and (>= r93_byte 0) (< r93_byte 4)) $x150)))
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 0 (* w94_0 1)))) w94_byte))))
 (and (and (>= w94_0 0) (< w94_0 8)) (and (>= w94_byte 0) (< w94_byte 4)) $x175)))
(assert
 (let (($x99 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x99))))
(check-sat)
