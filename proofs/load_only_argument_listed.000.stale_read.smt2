; program load_only_argument_listed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r74_byte () Int)
(declare-fun r74_0 () Int)
(declare-fun byte () Int)
(declare-fun w75_byte () Int)
(declare-fun w75_0 () Int)
(assert
 (let (($x103 (= byte (+ (+ 0 (* 4 (+ 0 (* r74_0 1)))) r74_byte))))
 (and (and (>= r74_0 0) (< r74_0 8)) (and (>= r74_byte 0) (< r74_byte 4)) $x103)))
(assert
 (let (($x122 (= byte (+ (+ 0 (* 4 (+ 0 (* w75_0 1)))) w75_byte))))
 (and (and (>= w75_0 0) (< w75_0 8)) (and (>= w75_byte 0) (< w75_byte 4)) $x122)))
(assert
 (let (($x105 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x105))))
(check-sat)
