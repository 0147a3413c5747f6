; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r196_byte () Int)
(declare-fun r196_1 () Int)
(declare-fun r196_0 () Int)
(declare-fun byte () Int)
(declare-fun w197_byte () Int)
(declare-fun w197_1 () Int)
(declare-fun w197_0 () Int)
(assert
 (let ((?x177 (+ 0 (* 4 (+ 0 (+ (* r196_0 16) (* r196_1 1)))))))
 (and (and (>= r196_0 0) (< r196_0 8)) (and (>= r196_1 0) (< r196_1 16)) (and (>= r196_byte 0) (< r196_byte 4)) (= byte (+ ?x177 r196_byte)))))
(assert
 (let ((?x195 (+ 0 (* 4 (+ 0 (+ (* w197_0 16) (* w197_1 1)))))))
 (and (and (>= w197_0 0) (< w197_0 8)) (and (>= w197_1 0) (< w197_1 8)) (and (>= w197_byte 0) (< w197_byte 4)) (= byte (+ ?x195 w197_byte)))))
(assert
 (let (($x202 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x191 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x132 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x191 $x202)))
(or (or false) (not $x132))))))
(check-sat)
