; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r218_byte () Int)
(declare-fun r218_1 () Int)
(declare-fun r218_0 () Int)
(declare-fun byte () Int)
(declare-fun w219_byte () Int)
(declare-fun w219_1 () Int)
(declare-fun w219_0 () Int)
(assert
 (let ((?x137 (+ 0 (* 4 (+ 0 (+ (* r218_0 8) (* r218_1 1)))))))
 (and (and (>= r218_0 0) (< r218_0 16)) (and (>= r218_1 0) (< r218_1 8)) (and (>= r218_byte 0) (< r218_byte 4)) (= byte (+ ?x137 r218_byte)))))
(assert
 (let ((?x44 (+ 0 (* 4 (+ 32 (+ (* w219_0 8) (* w219_1 1)))))))
 (and (and (>= w219_0 0) (< w219_0 4)) (and (>= w219_1 0) (< w219_1 8)) (and (>= w219_byte 0) (< w219_byte 4)) (= byte (+ ?x44 w219_byte)))))
(assert
 (let (($x106 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x53 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x183 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x53 $x106)))
(or (or false) (not $x183))))))
(check-sat)
