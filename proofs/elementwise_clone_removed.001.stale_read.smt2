; program elementwise_clone_removed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r94_byte () Int)
(declare-fun r94_0 () Int)
(declare-fun byte () Int)
(declare-fun w95_byte () Int)
(declare-fun w95_0 () Int)
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* r94_0 1)))) r94_byte))))
 (and (and (>= r94_0 0) (< r94_0 16)) (and (>= r94_byte 0) (< r94_byte 4)) $x54)))
(assert
 (let (($x206 (= byte (+ (+ 0 (* 4 (+ 0 (* w95_0 1)))) w95_byte))))
 (and (and (>= w95_0 0) (< w95_0 16)) (and (>= w95_byte 0) (< w95_byte 4)) $x206)))
(assert
 (let (($x90 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 16) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x90))))
(check-sat)
