; program load_only_argument_listed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r60_byte () Int)
(declare-fun r60_0 () Int)
(declare-fun byte () Int)
(declare-fun w61_byte () Int)
(declare-fun w61_0 () Int)
(assert
 (let (($x173 (= byte (+ (+ 0 (* 4 (+ 0 (* r60_0 1)))) r60_byte))))
 (and (and (>= r60_0 0) (< r60_0 8)) (and (>= r60_byte 0) (< r60_byte 4)) $x173)))
(assert
 (let (($x194 (= byte (+ (+ 0 (* 4 (+ 0 (* w61_0 1)))) w61_byte))))
 (and (and (>= w61_0 0) (< w61_0 8)) (and (>= w61_byte 0) (< w61_byte 4)) $x194)))
(assert
 (let (($x237 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x237))))
(check-sat)
