; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r1040_byte () Int)
(declare-fun r1040_1 () Int)
(declare-fun r1040_0 () Int)
(declare-fun byte () Int)
(declare-fun w1041_byte () Int)
(declare-fun w1041_1 () Int)
(declare-fun w1041_0 () Int)
(assert
 (let ((?x406 (+ 0 (* 4 (+ 0 (+ (* r1040_0 16) (* r1040_1 1)))))))
 (and (and (>= r1040_0 0) (< r1040_0 4)) (and (>= r1040_1 0) (< r1040_1 16)) (and (>= r1040_byte 0) (< r1040_byte 4)) (= byte (+ ?x406 r1040_byte)))))
(assert
 (let ((?x888 (+ 0 (* 4 (+ 0 (+ (* w1041_0 16) (* w1041_1 1)))))))
 (and (and (>= w1041_0 0) (< w1041_0 4)) (and (>= w1041_1 0) (< w1041_1 16)) (and (>= w1041_byte 0) (< w1041_byte 4)) (= byte (+ ?x888 w1041_byte)))))
(assert
 (let (($x868 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x641 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x699 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x641 $x868)))
(or (or false) (not $x699))))))
(check-sat)
