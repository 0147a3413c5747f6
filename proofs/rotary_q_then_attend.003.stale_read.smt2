; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r363_byte () Int)
(declare-fun r363_1 () Int)
(declare-fun r363_0 () Int)
(declare-fun byte () Int)
(declare-fun w364_byte () Int)
(declare-fun w364_1 () Int)
(declare-fun w364_0 () Int)
(assert
 (let ((?x584 (+ 0 (* 4 (+ 0 (+ (* r363_0 24) (* r363_1 1)))))))
 (and (and (>= r363_0 0) (< r363_0 8)) (and (>= r363_1 0) (< r363_1 24)) (and (>= r363_byte 0) (< r363_byte 4)) (= byte (+ ?x584 r363_byte)))))
(assert
 (let ((?x581 (+ 0 (* 4 (+ 0 (+ (* w364_0 24) (* w364_1 1)))))))
 (and (and (>= w364_0 0) (< w364_0 8)) (and (>= w364_1 0) (< w364_1 8)) (and (>= w364_byte 0) (< w364_byte 4)) (= byte (+ ?x581 w364_byte)))))
(assert
 (let (($x110 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x413 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x347 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x413 $x110)))
(or (or false) (not $x347))))))
(check-sat)
