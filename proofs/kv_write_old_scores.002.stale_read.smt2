; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r380_byte () Int)
(declare-fun r380_1 () Int)
(declare-fun r380_0 () Int)
(declare-fun byte () Int)
(declare-fun w381_byte () Int)
(declare-fun w381_1 () Int)
(declare-fun w381_0 () Int)
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* r380_0 8) (* r380_1 1)))))))
 (and (and (>= r380_0 0) (< r380_0 16)) (and (>= r380_1 0) (< r380_1 8)) (and (>= r380_byte 0) (< r380_byte 4)) (= byte (+ ?x117 r380_byte)))))
(assert
 (let ((?x1033 (+ 0 (* 4 (+ 32 (+ (* w381_0 8) (* w381_1 1)))))))
 (and (and (>= w381_0 0) (< w381_0 4)) (and (>= w381_1 0) (< w381_1 8)) (and (>= w381_byte 0) (< w381_byte 4)) (= byte (+ ?x1033 w381_byte)))))
(assert
 (let (($x63 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x61 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x563 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x61 $x63)))
(or (or false) (not $x563))))))
(check-sat)
