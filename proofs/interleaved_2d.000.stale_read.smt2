; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r38_byte () Int)
(declare-fun r38_1 () Int)
(declare-fun r38_0 () Int)
(declare-fun byte () Int)
(declare-fun w39_byte () Int)
(declare-fun w39_1 () Int)
(declare-fun w39_0 () Int)
(assert
 (let ((?x61 (+ 0 (* 4 (+ 0 (+ (* r38_0 16) (* r38_1 1)))))))
 (and (and (>= r38_0 0) (< r38_0 4)) (and (>= r38_1 0) (< r38_1 16)) (and (>= r38_byte 0) (< r38_byte 4)) (= byte (+ ?x61 r38_byte)))))
(assert
 (let ((?x218 (+ 0 (* 4 (+ 1 (+ (* w39_0 16) (* w39_1 2)))))))
 (and (and (>= w39_0 0) (< w39_0 4)) (and (>= w39_1 0) (< w39_1 8)) (and (>= w39_byte 0) (< w39_byte 4)) (= byte (+ ?x218 w39_byte)))))
(assert
 (let (($x102 (= (mod (mod (- (div (- byte 0) 4) 1) 16) 2) 0)))
(let (($x110 (< (div (mod (- (div (- byte 0) 4) 1) 16) 2) 8)))
(let (($x217 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 16) 4) $x110 $x102)))
(or (or false) (not $x217))))))
(check-sat)
