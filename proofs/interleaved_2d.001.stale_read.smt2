; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r50_byte () Int)
(declare-fun r50_1 () Int)
(declare-fun r50_0 () Int)
(declare-fun byte () Int)
(declare-fun w51_byte () Int)
(declare-fun w51_1 () Int)
(declare-fun w51_0 () Int)
(assert
 (let ((?x229 (+ 0 (* 4 (+ 0 (+ (* r50_0 16) (* r50_1 1)))))))
 (and (and (>= r50_0 0) (< r50_0 4)) (and (>= r50_1 0) (< r50_1 16)) (and (>= r50_byte 0) (< r50_byte 4)) (= byte (+ ?x229 r50_byte)))))
(assert
 (let ((?x50 (+ 0 (* 4 (+ 1 (+ (* w51_0 16) (* w51_1 2)))))))
 (and (and (>= w51_0 0) (< w51_0 4)) (and (>= w51_1 0) (< w51_1 8)) (and (>= w51_byte 0) (< w51_byte 4)) (= byte (+ ?x50 w51_byte)))))
(assert
 (let (($x55 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x34 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x66 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x34 $x55)))
(or (or false) (not $x66))))))
(check-sat)
