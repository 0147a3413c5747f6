; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r331_byte () Int)
(declare-fun r331_1 () Int)
(declare-fun r331_0 () Int)
(declare-fun byte () Int)
(declare-fun w332_byte () Int)
(declare-fun w332_1 () Int)
(declare-fun w332_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s333_byte () Int)
(declare-fun s333_1 () Int)
(declare-fun s333_0 () Int)
(assert
 (let ((?x297 (+ 0 (* 4 (+ 0 (+ (* r331_0 24) (* r331_1 1)))))))
 (and (and (>= r331_0 0) (< r331_0 8)) (and (>= r331_1 0) (< r331_1 24)) (and (>= r331_byte 0) (< r331_byte 4)) (= byte (+ ?x297 r331_byte)))))
(assert
 (let ((?x128 (+ 0 (* 4 (+ 0 (+ (* w332_0 24) (* w332_1 1)))))))
 (and (and (>= w332_0 0) (< w332_0 8)) (and (>= w332_1 0) (< w332_1 8)) (and (>= w332_byte 0) (< w332_byte 4)) (= byte (+ ?x128 w332_byte)))))
(assert
 (let (($x423 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x88 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x333 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x88 $x423)))
 (or (or false) (not $x333))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x297 (+ 0 (* 4 (+ 0 (+ (* r331_0 24) (* r331_1 1)))))))
 (= carried0 (+ ?x297 held_byte0))))
(assert
 (let ((?x109 (+ 0 (* 4 (+ 8 (+ (* s333_0 24) (* s333_1 1)))))))
(and (and (>= s333_0 0) (< s333_0 8)) (and (>= s333_1 0) (< s333_1 8)) (and (>= s333_byte 0) (< s333_byte 4)) (= carried0 (+ ?x109 s333_byte)))))
(check-sat)
