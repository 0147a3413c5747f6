; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r236_byte () Int)
(declare-fun r236_1 () Int)
(declare-fun r236_0 () Int)
(declare-fun byte () Int)
(declare-fun w237_byte () Int)
(declare-fun w237_1 () Int)
(declare-fun w237_0 () Int)
(assert
 (let ((?x1302 (+ 0 (* 4 (+ 0 (+ (* r236_0 24) (* r236_1 1)))))))
 (and (and (>= r236_0 0) (< r236_0 8)) (and (>= r236_1 0) (< r236_1 24)) (and (>= r236_byte 0) (< r236_byte 4)) (= byte (+ ?x1302 r236_byte)))))
(assert
 (let ((?x187 (+ 0 (* 4 (+ 0 (+ (* w237_0 24) (* w237_1 1)))))))
 (and (and (>= w237_0 0) (< w237_0 8)) (and (>= w237_1 0) (< w237_1 8)) (and (>= w237_byte 0) (< w237_byte 4)) (= byte (+ ?x187 w237_byte)))))
(assert
 (let (($x2702 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x204 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x249 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x204 $x2702)))
(or (or false) (not $x249))))))
(check-sat)
