; program adam_step, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r464_byte () Int)
(declare-fun r464_0 () Int)
(declare-fun byte () Int)
(declare-fun w465_byte () Int)
(declare-fun w465_0 () Int)
(assert
 (let (($x113 (= byte (+ (+ 0 (* 4 (+ 0 (* r464_0 1)))) r464_byte))))
 (and (and (>= r464_0 0) (< r464_0 64)) (and (>= r464_byte 0) (< r464_byte 4)) $x113)))
(assert
 (let (($x245 (= byte (+ (+ 0 (* 4 (+ 0 (* w465_0 1)))) w465_byte))))
 (and (and (>= w465_0 0) (< w465_0 64)) (and (>= w465_byte 0) (< w465_byte 4)) $x245)))
(assert
 (let (($x637 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x637))))
(check-sat)
