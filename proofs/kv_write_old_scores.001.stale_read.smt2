; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r222_byte () Int)
(declare-fun r222_1 () Int)
(declare-fun r222_0 () Int)
(declare-fun byte () Int)
(declare-fun w223_byte () Int)
(declare-fun w223_1 () Int)
(declare-fun w223_0 () Int)
(assert
 (let ((?x188 (+ 0 (* 4 (+ 0 (+ (* r222_0 8) (* r222_1 1)))))))
 (and (and (>= r222_0 0) (< r222_0 16)) (and (>= r222_1 0) (< r222_1 8)) (and (>= r222_byte 0) (< r222_byte 4)) (= byte (+ ?x188 r222_byte)))))
(assert
 (let ((?x48 (+ 0 (* 4 (+ 32 (+ (* w223_0 8) (* w223_1 1)))))))
 (and (and (>= w223_0 0) (< w223_0 4)) (and (>= w223_1 0) (< w223_1 8)) (and (>= w223_byte 0) (< w223_byte 4)) (= byte (+ ?x48 w223_byte)))))
(assert
 (let (($x216 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x272 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x308 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x272 $x216)))
(or (or false) (not $x308))))))
(check-sat)
