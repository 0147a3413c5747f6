; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r61_byte () Int)
(declare-fun r61_1 () Int)
(declare-fun r61_0 () Int)
(declare-fun byte () Int)
(declare-fun w62_byte () Int)
(declare-fun w62_1 () Int)
(declare-fun w62_0 () Int)
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* r61_0 16) (* r61_1 1)))))))
 (and (and (>= r61_0 0) (< r61_0 4)) (and (>= r61_1 0) (< r61_1 16)) (and (>= r61_byte 0) (< r61_byte 4)) (= byte (+ ?x166 r61_byte)))))
(assert
 (let ((?x277 (+ 0 (* 4 (+ 1 (+ (* w62_0 16) (* w62_1 2)))))))
 (and (and (>= w62_0 0) (< w62_0 4)) (and (>= w62_1 0) (< w62_1 8)) (and (>= w62_byte 0) (< w62_byte 4)) (= byte (+ ?x277 w62_byte)))))
(assert
 (let (($x173 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x175 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x165 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x175 $x173)))
(or (or false) (not $x165))))))
(check-sat)
