; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r178_byte () Int)
(declare-fun r178_1 () Int)
(declare-fun r178_0 () Int)
(declare-fun byte () Int)
(declare-fun w179_byte () Int)
(declare-fun w179_1 () Int)
(declare-fun w179_0 () Int)
(assert
 (let ((?x152 (+ 0 (* 4 (+ 0 (+ (* r178_0 24) (* r178_1 1)))))))
 (and (and (>= r178_0 0) (< r178_0 8)) (and (>= r178_1 0) (< r178_1 24)) (and (>= r178_byte 0) (< r178_byte 4)) (= byte (+ ?x152 r178_byte)))))
(assert
 (let ((?x184 (+ 0 (* 4 (+ 0 (+ (* w179_0 24) (* w179_1 1)))))))
 (and (and (>= w179_0 0) (< w179_0 8)) (and (>= w179_1 0) (< w179_1 8)) (and (>= w179_byte 0) (< w179_byte 4)) (= byte (+ ?x184 w179_byte)))))
(assert
 (let (($x96 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x287 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x111 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x287 $x96)))
(or (or false) (not $x111))))))
(check-sat)
