; program partial_overwrite, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r22_byte () Int)
(declare-fun r22_1 () Int)
(declare-fun r22_0 () Int)
(declare-fun byte () Int)
(declare-fun w23_byte () Int)
(declare-fun w23_1 () Int)
(declare-fun w23_0 () Int)
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* r22_0 8) (* r22_1 1)))))))
 (and (and (>= r22_0 0) (< r22_0 4)) (and (>= r22_1 0) (< r22_1 8)) (and (>= r22_byte 0) (< r22_byte 4)) (= byte (+ ?x102 r22_byte)))))
(assert
 (let ((?x90 (+ 0 (* 4 (+ 0 (+ (* w23_0 8) (* w23_1 1)))))))
 (and (and (>= w23_0 0) (< w23_0 4)) (and (>= w23_1 0) (< w23_1 8)) (and (>= w23_byte 0) (< w23_byte 4)) (= byte (+ ?x90 w23_byte)))))
(assert
 (let (($x171 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x177 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x138 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x177 $x171)))
(or (or false) (not $x138))))))
(check-sat)
