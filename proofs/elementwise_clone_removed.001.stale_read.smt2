; program elementwise_clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r66_byte () Int)
(declare-fun r66_0 () Int)
(declare-fun byte () Int)
(declare-fun w67_byte () Int)
(declare-fun w67_0 () Int)
(assert
 (let (($x101 (= byte (+ (+ 0 (* 4 (+ 0 (* r66_0 1)))) r66_byte))))
 (and (and (>= r66_0 0) (< r66_0 16)) (and (>= r66_byte 0) (< r66_byte 4)) $x101)))
(assert
 (let (($x106 (= byte (+ (+ 0 (* 4 (+ 0 (* w67_0 1)))) w67_byte))))
 (and (and (>= w67_0 0) (< w67_0 16)) (and (>= w67_byte 0) (< w67_byte 4)) $x106)))
(assert
 (let (($x187 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x187))))
(check-sat)
