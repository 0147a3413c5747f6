; program load_only_argument_listed, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r91_byte () Int)
(declare-fun r91_0 () Int)
(declare-fun byte () Int)
(declare-fun w92_byte () Int)
(declare-fun w92_0 () Int)
(assert
 (let (($x350 (= byte (+ (+ 0 (* 4 (+ 0 (* r91_0 1)))) r91_byte))))
 (and (and (>= r91_0 0) (< r91_0 8)) (and (>= r91_byte 0) (< r91_byte 4)) $x350)))
(assert
 (let (($x192 (= byte (+ (+ 0 (* 4 (+ 0 (* w92_0 1)))) w92_byte))))
 (and (and (>= w92_0 0) (< w92_0 8)) (and (>= w92_byte 0) (< w92_byte 4)) $x192)))
(assert
 (let (($x189 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x189))))
(check-sat)
