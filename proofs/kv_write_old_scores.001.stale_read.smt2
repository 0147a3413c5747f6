; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r280_byte () Int)
(declare-fun r280_1 () Int)
(declare-fun r280_0 () Int)
(declare-fun byte () Int)
(declare-fun w281_byte () Int)
(declare-fun w281_1 () Int)
(declare-fun w281_0 () Int)
(assert
 (let ((?x1301 (+ 0 (* 4 (+ 0 (+ (* r280_0 8) (* r280_1 1)))))))
 (and (and (>= r280_0 0) (< r280_0 16)) (and (>= r280_1 0) (< r280_1 8)) (and (>= r280_byte 0) (< r280_byte 4)) (= byte (+ ?x1301 r280_byte)))))
(assert
 (let ((?x90 (+ 0 (* 4 (+ 32 (+ (* w281_0 8) (* w281_1 1)))))))
 (and (and (>= w281_0 0) (< w281_0 4)) (and (>= w281_1 0) (< w281_1 8)) (and (>= w281_byte 0) (< w281_byte 4)) (= byte (+ ?x90 w281_byte)))))
(assert
 (let (($x314 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x166 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x95 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x166 $x314)))
(or (or false) (not $x95))))))
(check-sat)
