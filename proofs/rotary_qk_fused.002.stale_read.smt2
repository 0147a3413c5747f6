; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r306_byte () Int)
(declare-fun r306_1 () Int)
(declare-fun r306_0 () Int)
(declare-fun byte () Int)
(declare-fun w307_byte () Int)
(declare-fun w307_1 () Int)
(declare-fun w307_0 () Int)
(assert
 (let ((?x144 (+ 0 (* 4 (+ 0 (+ (* r306_0 24) (* r306_1 1)))))))
 (and (and (>= r306_0 0) (< r306_0 8)) (and (>= r306_1 0) (< r306_1 24)) (and (>= r306_byte 0) (< r306_byte 4)) (= byte (+ ?x144 r306_byte)))))
(assert
 (let ((?x209 (+ 0 (* 4 (+ 0 (+ (* w307_0 24) (* w307_1 1)))))))
 (and (and (>= w307_0 0) (< w307_0 8)) (and (>= w307_1 0) (< w307_1 8)) (and (>= w307_byte 0) (< w307_byte 4)) (= byte (+ ?x209 w307_byte)))))
(assert
 (let (($x557 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x321 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x352 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x321 $x557)))
(or (or false) (not $x352))))))
(check-sat)
