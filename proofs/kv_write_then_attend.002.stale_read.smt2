; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r460_byte () Int)
(declare-fun r460_1 () Int)
(declare-fun r460_0 () Int)
(declare-fun byte () Int)
(declare-fun w461_byte () Int)
(declare-fun w461_1 () Int)
(declare-fun w461_0 () Int)
(assert
 (let ((?x88 (+ 0 (* 4 (+ 0 (+ (* r460_0 8) (* r460_1 1)))))))
 (and (and (>= r460_0 0) (< r460_0 16)) (and (>= r460_1 0) (< r460_1 8)) (and (>= r460_byte 0) (< r460_byte 4)) (= byte (+ ?x88 r460_byte)))))
(assert
 (let ((?x628 (+ 0 (* 4 (+ 32 (+ (* w461_0 8) (* w461_1 1)))))))
 (and (and (>= w461_0 0) (< w461_0 4)) (and (>= w461_1 0) (< w461_1 8)) (and (>= w461_byte 0) (< w461_byte 4)) (= byte (+ ?x628 w461_byte)))))
(assert
 (let (($x309 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x569 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x594 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x569 $x309)))
(or (or false) (not $x594))))))
(check-sat)
