; program load_only_argument_listed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r58_byte () Int)
(declare-fun r58_0 () Int)
(declare-fun byte () Int)
(declare-fun w59_byte () Int)
(declare-fun w59_0 () Int)
(assert
 (let (($x149 (= byte (+ (+ 0 (* 4 (+ 0 (* r58_0 1)))) r58_byte))))
 (and (and (>= r58_0 0) (< r58_0 8)) (and (>= r58_byte 0) (< r58_byte 4)) $x149)))
(assert
 (let (($x126 (= byte (+ (+ 0 (* 4 (+ 0 (* w59_0 1)))) w59_byte))))
 (and (and (>= w59_0 0) (< w59_0 8)) (and (>= w59_byte 0) (< w59_byte 4)) $x126)))
(assert
 (let (($x283 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x283))))
(check-sat)
