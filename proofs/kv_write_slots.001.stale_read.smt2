; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r354_byte () Int)
(declare-fun r354_1 () Int)
(declare-fun r354_0 () Int)
(declare-fun byte () Int)
(declare-fun w355_byte () Int)
(declare-fun w355_1 () Int)
(declare-fun w355_0 () Int)
(assert
 (let ((?x188 (+ 0 (* 4 (+ 0 (+ (* r354_0 8) (* r354_1 1)))))))
 (and (and (>= r354_0 0) (< r354_0 16)) (and (>= r354_1 0) (< r354_1 8)) (and (>= r354_byte 0) (< r354_byte 4)) (= byte (+ ?x188 r354_byte)))))
(assert
 (let ((?x49657 (+ 0 (* 4 (+ 16 (+ (* w355_0 8) (* w355_1 1)))))))
 (and (and (>= w355_0 0) (< w355_0 4)) (and (>= w355_1 0) (< w355_1 8)) (and (>= w355_byte 0) (< w355_byte 4)) (= byte (+ ?x49657 w355_byte)))))
(assert
 (let (($x168 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x131 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x929 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x131 $x168)))
(or (or false) (not $x929))))))
(check-sat)
