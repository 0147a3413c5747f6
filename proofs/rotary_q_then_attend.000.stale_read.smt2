; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r242_byte () Int)
(declare-fun r242_1 () Int)
(declare-fun r242_0 () Int)
(declare-fun byte () Int)
(declare-fun w243_byte () Int)
(declare-fun w243_1 () Int)
(declare-fun w243_0 () Int)
(assert
 (let ((?x2695 (+ 0 (* 4 (+ 0 (+ (* r242_0 24) (* r242_1 1)))))))
 (and (and (>= r242_0 0) (< r242_0 8)) (and (>= r242_1 0) (< r242_1 24)) (and (>= r242_byte 0) (< r242_byte 4)) (= byte (+ ?x2695 r242_byte)))))
(assert
 (let ((?x249 (+ 0 (* 4 (+ 0 (+ (* w243_0 24) (* w243_1 1)))))))
 (and (and (>= w243_0 0) (< w243_0 8)) (and (>= w243_1 0) (< w243_1 8)) (and (>= w243_byte 0) (< w243_byte 4)) (= byte (+ ?x249 w243_byte)))))
(assert
 (let (($x1049 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x289 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x264 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x289 $x1049)))
(or (or false) (not $x264))))))
(check-sat)
