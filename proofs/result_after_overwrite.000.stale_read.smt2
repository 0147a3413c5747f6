; program result_after_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r26_byte () Int)
(declare-fun r26_0 () Int)
(declare-fun byte () Int)
(declare-fun w27_byte () Int)
(declare-fun w27_0 () Int)
(assert
 (let (($x102 (= byte (+ (+ 0 (* 4 (+ 0 (* r26_0 1)))) r26_byte))))
 (and (and (>= r26_0 0) (< r26_0 16)) (and (>= r26_byte 0) (< r26_byte 4)) $x102)))
(assert
 (let (($x190 (= byte (+ (+ 0 (* 4 (+ 0 (* w27_0 1)))) w27_byte))))
 (and (and (>= w27_0 0) (< w27_0 16)) (and (>= w27_byte 0) (< w27_byte 4)) $x190)))
(assert
 (let (($x86 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x86))))
(check-sat)
