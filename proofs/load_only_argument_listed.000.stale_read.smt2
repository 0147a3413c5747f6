; program load_only_argument_listed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r105_byte () Int)
(declare-fun r105_0 () Int)
(declare-fun byte () Int)
(declare-fun w106_byte () Int)
(declare-fun w106_0 () Int)
(assert
 (let (($x287 (= byte (+ (+ 0 (* 4 (+ 0 (* r105_0 1)))) r105_byte))))
 (and (and (>= r105_0 0) (< r105_0 8)) (and (>= r105_byte 0) (< r105_byte 4)) $x287)))
(assert
 (let (($x89 (= byte (+ (+ 0 (* 4 (+ 0 (* w106_0 1)))) w106_byte))))
 (and (and (>= w106_0 0) (< w106_0 8)) (and (>= w106_byte 0) (< w106_byte 4)) $x89)))
(assert
 (let (($x203 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x203))))
(check-sat)
