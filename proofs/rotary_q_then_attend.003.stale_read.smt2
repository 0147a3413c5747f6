; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r327_byte () Int)
(declare-fun r327_1 () Int)
(declare-fun r327_0 () Int)
(declare-fun byte () Int)
(declare-fun w328_byte () Int)
(declare-fun w328_1 () Int)
(declare-fun w328_0 () Int)
(assert
 (let ((?x1049 (+ 0 (* 4 (+ 0 (+ (* r327_0 24) (* r327_1 1)))))))
 (and (and (>= r327_0 0) (< r327_0 8)) (and (>= r327_1 0) (< r327_1 24)) (and (>= r327_byte 0) (< r327_byte 4)) (= byte (+ ?x1049 r327_byte)))))
(assert
 (let ((?x191 (+ 0 (* 4 (+ 0 (+ (* w328_0 24) (* w328_1 1)))))))
 (and (and (>= w328_0 0) (< w328_0 8)) (and (>= w328_1 0) (< w328_1 8)) (and (>= w328_byte 0) (< w328_byte 4)) (= byte (+ ?x191 w328_byte)))))
(assert
 (let (($x1281 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x560 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x414 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x560 $x1281)))
(or (or false) (not $x414))))))
(check-sat)
