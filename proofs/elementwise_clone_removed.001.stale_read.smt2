; program elementwise_clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r85_byte () Int)
(declare-fun r85_0 () Int)
(declare-fun byte () Int)
(declare-fun w86_byte () Int)
(declare-fun w86_0 () Int)
(assert
 (let (($x304 (= byte (+ (+ 0 (* 4 (+ 0 (* r85_0 1)))) r85_byte))))
 (and (and (>= r85_0 0) (< r85_0 16)) (and (>= r85_byte 0) (< r85_byte 4)) $x304)))
(assert
 (let (($x144 (= byte (+ (+ 0 (* 4 (+ 0 (* w86_0 1)))) w86_byte))))
 (and (and (>= w86_0 0) (< w86_0 16)) (and (>= w86_byte 0) (< w86_byte 4)) $x144)))
(assert
 (let (($x239 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x239))))
(check-sat)
