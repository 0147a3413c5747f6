; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r387_byte () Int)
(declare-fun r387_1 () Int)
(declare-fun r387_0 () Int)
(declare-fun byte () Int)
(declare-fun w388_byte () Int)
(declare-fun w388_1 () Int)
(declare-fun w388_0 () Int)
(assert
 (let ((?x607 (+ 0 (* 4 (+ 0 (+ (* r387_0 16) (* r387_1 1)))))))
 (and (and (>= r387_0 0) (< r387_0 8)) (and (>= r387_1 0) (< r387_1 16)) (and (>= r387_byte 0) (< r387_byte 4)) (= byte (+ ?x607 r387_byte)))))
(assert
 (let ((?x568 (+ 0 (* 4 (+ 8 (+ (* w388_0 16) (* w388_1 1)))))))
 (and (and (>= w388_0 0) (< w388_0 8)) (and (>= w388_1 0) (< w388_1 8)) (and (>= w388_byte 0) (< w388_byte 4)) (= byte (+ ?x568 w388_byte)))))
(assert
 (let (($x63 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x302 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x249 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x302 $x63)))
(or (or false) (not $x249))))))
(check-sat)
