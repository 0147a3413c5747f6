; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r626_byte () Int)
(declare-fun r626_1 () Int)
(declare-fun r626_0 () Int)
(declare-fun byte () Int)
(declare-fun w627_byte () Int)
(declare-fun w627_1 () Int)
(declare-fun w627_0 () Int)
(assert
 (let ((?x1049 (+ 0 (* 4 (+ 0 (+ (* r626_0 16) (* r626_1 1)))))))
 (and (and (>= r626_0 0) (< r626_0 4)) (and (>= r626_1 0) (< r626_1 16)) (and (>= r626_byte 0) (< r626_byte 4)) (= byte (+ ?x1049 r626_byte)))))
(assert
 (let ((?x2292 (+ 0 (* 4 (+ 0 (+ (* w627_0 16) (* w627_1 1)))))))
 (and (and (>= w627_0 0) (< w627_0 4)) (and (>= w627_1 0) (< w627_1 16)) (and (>= w627_byte 0) (< w627_byte 4)) (= byte (+ ?x2292 w627_byte)))))
(assert
 (let (($x851 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1661 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x322 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1661 $x851)))
(or (or false) (not $x322))))))
(check-sat)
