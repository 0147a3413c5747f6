; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r28_byte () Int)
(declare-fun r28_1 () Int)
(declare-fun r28_0 () Int)
(declare-fun byte () Int)
(declare-fun w29_byte () Int)
(declare-fun w29_0 () Int)
(assert
 (let ((?x188 (+ 0 (* 4 (+ 0 (+ (* r28_0 8) (* r28_1 1)))))))
 (and (and (>= r28_0 0) (< r28_0 4)) (and (>= r28_1 0) (< r28_1 8)) (and (>= r28_byte 0) (< r28_byte 4)) (= byte (+ ?x188 r28_byte)))))
(assert
 (let (($x123 (= byte (+ (+ 0 (* 4 (+ 16 (* w29_0 1)))) w29_byte))))
 (and (and (>= w29_0 0) (< w29_0 8)) (and (>= w29_byte 0) (< w29_byte 4)) $x123)))
(assert
 (let (($x83 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x129 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x142 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x129 $x83)))
(or (or false) (not $x142))))))
(check-sat)
