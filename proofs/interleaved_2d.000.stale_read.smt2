; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r48_byte () Int)
(declare-fun r48_1 () Int)
(declare-fun r48_0 () Int)
(declare-fun byte () Int)
(declare-fun w49_byte () Int)
(declare-fun w49_1 () Int)
(declare-fun w49_0 () Int)
(assert
 (let ((?x140 (+ 0 (* 4 (+ 0 (+ (* r48_0 16) (* r48_1 1)))))))
 (and (and (>= r48_0 0) (< r48_0 4)) (and (>= r48_1 0) (< r48_1 16)) (and (>= r48_byte 0) (< r48_byte 4)) (= byte (+ ?x140 r48_byte)))))
(assert
 (let ((?x220 (+ 0 (* 4 (+ 1 (+ (* w49_0 16) (* w49_1 2)))))))
 (and (and (>= w49_0 0) (< w49_0 4)) (and (>= w49_1 0) (< w49_1 8)) (and (>= w49_byte 0) (< w49_byte 4)) (= byte (+ ?x220 w49_byte)))))
(assert
 (let (($x82 (= (mod (mod (- (div (- byte 0) 4) 1) 16) 2) 0)))
(let (($x24 (< (div (mod (- (div (- byte 0) 4) 1) 16) 2) 8)))
(let (($x122 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 16) 4) $x24 $x82)))
(or (or false) (not $x122))))))
(check-sat)
