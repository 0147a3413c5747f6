; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r432_byte () Int)
(declare-fun r432_1 () Int)
(declare-fun r432_0 () Int)
(declare-fun byte () Int)
(declare-fun w433_byte () Int)
(declare-fun w433_1 () Int)
(declare-fun w433_0 () Int)
(assert
 (let ((?x99 (+ 0 (* 4 (+ 0 (+ (* r432_0 16) (* r432_1 1)))))))
 (and (and (>= r432_0 0) (< r432_0 8)) (and (>= r432_1 0) (< r432_1 16)) (and (>= r432_byte 0) (< r432_byte 4)) (= byte (+ ?x99 r432_byte)))))
(assert
 (let ((?x599 (+ 0 (* 4 (+ 0 (+ (* w433_0 16) (* w433_1 1)))))))
 (and (and (>= w433_0 0) (< w433_0 8)) (and (>= w433_1 0) (< w433_1 8)) (and (>= w433_byte 0) (< w433_byte 4)) (= byte (+ ?x599 w433_byte)))))
(assert
 (let (($x196 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x368 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x370 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x368 $x196)))
(or (or false) (not $x370))))))
(check-sat)
