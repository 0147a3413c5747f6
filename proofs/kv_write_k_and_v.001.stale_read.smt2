; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r359_byte () Int)
(declare-fun r359_1 () Int)
(declare-fun r359_0 () Int)
(declare-fun byte () Int)
(declare-fun w360_byte () Int)
(declare-fun w360_1 () Int)
(declare-fun w360_0 () Int)
(assert
 (let ((?x49476 (+ 0 (* 4 (+ 0 (+ (* r359_0 8) (* r359_1 1)))))))
 (and (and (>= r359_0 0) (< r359_0 16)) (and (>= r359_1 0) (< r359_1 8)) (and (>= r359_byte 0) (< r359_byte 4)) (= byte (+ ?x49476 r359_byte)))))
(assert
 (let ((?x1365 (+ 0 (* 4 (+ 32 (+ (* w360_0 8) (* w360_1 1)))))))
 (and (and (>= w360_0 0) (< w360_0 4)) (and (>= w360_1 0) (< w360_1 8)) (and (>= w360_byte 0) (< w360_byte 4)) (= byte (+ ?x1365 w360_byte)))))
(assert
 (let (($x191 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x1043 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x49430 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x1043 $x191)))
(or (or false) (not $x49430))))))
(check-sat)
