; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r372_byte () Int)
(declare-fun r372_1 () Int)
(declare-fun r372_0 () Int)
(declare-fun byte () Int)
(declare-fun w373_byte () Int)
(declare-fun w373_1 () Int)
(declare-fun w373_0 () Int)
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* r372_0 8) (* r372_1 1)))))))
 (and (and (>= r372_0 0) (< r372_0 16)) (and (>= r372_1 0) (< r372_1 8)) (and (>= r372_byte 0) (< r372_byte 4)) (= byte (+ ?x28 r372_byte)))))
(assert
 (let ((?x446 (+ 0 (* 4 (+ 32 (+ (* w373_0 8) (* w373_1 1)))))))
 (and (and (>= w373_0 0) (< w373_0 4)) (and (>= w373_1 0) (< w373_1 8)) (and (>= w373_byte 0) (< w373_byte 4)) (= byte (+ ?x446 w373_byte)))))
(assert
 (let (($x1081 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x964 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x1157 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x964 $x1081)))
(or (or false) (not $x1157))))))
(check-sat)
