; program returns_view, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r253_byte () Int)
(declare-fun r253_1 () Int)
(declare-fun r253_0 () Int)
(declare-fun byte () Int)
(declare-fun w254_byte () Int)
(declare-fun w254_1 () Int)
(declare-fun w254_0 () Int)
(assert
 (let ((?x147 (+ 0 (* 4 (+ 0 (+ (* r253_0 8) (* r253_1 1)))))))
 (and (and (>= r253_0 0) (< r253_0 4)) (and (>= r253_1 0) (< r253_1 8)) (and (>= r253_byte 0) (< r253_byte 4)) (= byte (+ ?x147 r253_byte)))))
(assert
 (let ((?x294 (+ 0 (* 4 (+ 0 (+ (* w254_0 8) (* w254_1 1)))))))
 (and (and (>= w254_0 0) (< w254_0 4)) (and (>= w254_1 0) (< w254_1 8)) (and (>= w254_byte 0) (< w254_byte 4)) (= byte (+ ?x294 w254_byte)))))
(assert
 (let (($x387 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x520 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x413 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x520 $x387)))
(or (or false) (not $x413))))))
(check-sat)
