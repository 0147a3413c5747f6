; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r63_byte () Int)
(declare-fun r63_1 () Int)
(declare-fun r63_0 () Int)
(declare-fun byte () Int)
(declare-fun w64_byte () Int)
(declare-fun w64_1 () Int)
(declare-fun w64_0 () Int)
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* r63_0 16) (* r63_1 1)))))))
 (and (and (>= r63_0 0) (< r63_0 4)) (and (>= r63_1 0) (< r63_1 16)) (and (>= r63_byte 0) (< r63_byte 4)) (= byte (+ ?x279 r63_byte)))))
(assert
 (let ((?x308 (+ 0 (* 4 (+ 1 (+ (* w64_0 16) (* w64_1 2)))))))
 (and (and (>= w64_0 0) (< w64_0 4)) (and (>= w64_1 0) (< w64_1 8)) (and (>= w64_byte 0) (< w64_byte 4)) (= byte (+ ?x308 w64_byte)))))
(assert
 (let (($x275 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x96 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x57 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x96 $x275)))
(or (or false) (not $x57))))))
(check-sat)
