; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r410_byte () Int)
(declare-fun r410_1 () Int)
(declare-fun r410_0 () Int)
(declare-fun byte () Int)
(declare-fun w411_byte () Int)
(declare-fun w411_1 () Int)
(declare-fun w411_0 () Int)
(assert
 (let ((?x566 (+ 0 (* 4 (+ 0 (+ (* r410_0 8) (* r410_1 1)))))))
 (and (and (>= r410_0 0) (< r410_0 16)) (and (>= r410_1 0) (< r410_1 8)) (and (>= r410_byte 0) (< r410_byte 4)) (= byte (+ ?x566 r410_byte)))))
(assert
 (let ((?x276 (+ 0 (* 4 (+ 32 (+ (* w411_0 8) (* w411_1 1)))))))
 (and (and (>= w411_0 0) (< w411_0 4)) (and (>= w411_1 0) (< w411_1 8)) (and (>= w411_byte 0) (< w411_byte 4)) (= byte (+ ?x276 w411_byte)))))
(assert
 (let (($x321 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x293 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x297 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x293 $x321)))
(or (or false) (not $x297))))))
(check-sat)
