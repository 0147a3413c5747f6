; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r27_byte () Int)
(declare-fun r27_0 () Int)
(declare-fun byte () Int)
(declare-fun w28_byte () Int)
(declare-fun w28_0 () Int)
(assert
 (let (($x125 (= byte (+ (+ 0 (* 4 (+ 0 (* r27_0 1)))) r27_byte))))
 (and (and (>= r27_0 0) (< r27_0 16)) (and (>= r27_byte 0) (< r27_byte 4)) $x125)))
(assert
 (let (($x175 (= byte (+ (+ 0 (* 4 (+ 0 (* w28_0 1)))) w28_byte))))
 (and (and (>= w28_0 0) (< w28_0 16)) (and (>= w28_byte 0) (< w28_byte 4)) $x175)))
(assert
 (let (($x215 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x215))))
(check-sat)
