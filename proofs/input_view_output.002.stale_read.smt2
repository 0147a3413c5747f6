; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r152_byte () Int)
(declare-fun r152_1 () Int)
(declare-fun r152_0 () Int)
(declare-fun byte () Int)
(declare-fun w153_byte () Int)
(declare-fun w153_0 () Int)
(assert
 (let ((?x241 (+ 0 (* 4 (+ 0 (+ (* r152_0 8) (* r152_1 1)))))))
 (and (and (>= r152_0 0) (< r152_0 4)) (and (>= r152_1 0) (< r152_1 8)) (and (>= r152_byte 0) (< r152_byte 4)) (= byte (+ ?x241 r152_byte)))))
(assert
 (let (($x224 (= byte (+ (+ 0 (* 4 (+ 0 (* w153_0 1)))) w153_byte))))
 (and (and (>= w153_0 0) (< w153_0 8)) (and (>= w153_byte 0) (< w153_byte 4)) $x224)))
(assert
 (let (($x168 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x421 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x197 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x421 $x168)))
(or (or false) (not $x197))))))
(check-sat)
