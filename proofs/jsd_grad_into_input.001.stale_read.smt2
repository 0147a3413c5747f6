; program jsd_grad_into_input, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r990_byte () Int)
(declare-fun r990_1 () Int)
(declare-fun r990_0 () Int)
(declare-fun byte () Int)
(declare-fun w991_byte () Int)
(declare-fun w991_1 () Int)
(declare-fun w991_0 () Int)
(assert
 (let ((?x849 (+ 0 (* 4 (+ 0 (+ (* r990_0 16) (* r990_1 1)))))))
 (and (and (>= r990_0 0) (< r990_0 4)) (and (>= r990_1 0) (< r990_1 16)) (and (>= r990_byte 0) (< r990_byte 4)) (= byte (+ ?x849 r990_byte)))))
(assert
 (let ((?x888 (+ 0 (* 4 (+ 0 (+ (* w991_0 16) (* w991_1 1)))))))
 (and (and (>= w991_0 0) (< w991_0 4)) (and (>= w991_1 0) (< w991_1 16)) (and (>= w991_byte 0) (< w991_byte 4)) (= byte (+ ?x888 w991_byte)))))
(assert
 (let (($x868 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x576 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x719 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x576 $x868)))
(or (or false) (not $x719))))))
(check-sat)
