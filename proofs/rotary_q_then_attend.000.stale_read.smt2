; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r186_byte () Int)
(declare-fun r186_1 () Int)
(declare-fun r186_0 () Int)
(declare-fun byte () Int)
(declare-fun w187_byte () Int)
(declare-fun w187_1 () Int)
(declare-fun w187_0 () Int)
(assert
 (let ((?x113 (+ 0 (* 4 (+ 0 (+ (* r186_0 24) (* r186_1 1)))))))
 (and (and (>= r186_0 0) (< r186_0 8)) (and (>= r186_1 0) (< r186_1 24)) (and (>= r186_byte 0) (< r186_byte 4)) (= byte (+ ?x113 r186_byte)))))
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* w187_0 24) (* w187_1 1)))))))
 (and (and (>= w187_0 0) (< w187_0 8)) (and (>= w187_1 0) (< w187_1 8)) (and (>= w187_byte 0) (< w187_byte 4)) (= byte (+ ?x136 w187_byte)))))
(assert
 (let (($x268 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x281 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x247 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x281 $x268)))
(or (or false) (not $x247))))))
(check-sat)
