; program returns_view, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r200_byte () Int)
(declare-fun r200_1 () Int)
(declare-fun r200_0 () Int)
(declare-fun byte () Int)
(declare-fun w201_byte () Int)
(declare-fun w201_1 () Int)
(declare-fun w201_0 () Int)
(assert
 (let ((?x317 (+ 0 (* 4 (+ 0 (+ (* r200_0 8) (* r200_1 1)))))))
 (and (and (>= r200_0 0) (< r200_0 4)) (and (>= r200_1 0) (< r200_1 8)) (and (>= r200_byte 0) (< r200_byte 4)) (= byte (+ ?x317 r200_byte)))))
(assert
 (let ((?x198 (+ 0 (* 4 (+ 0 (+ (* w201_0 8) (* w201_1 1)))))))
 (and (and (>= w201_0 0) (< w201_0 4)) (and (>= w201_1 0) (< w201_1 8)) (and (>= w201_byte 0) (< w201_byte 4)) (= byte (+ ?x198 w201_byte)))))
(assert
 (let (($x123 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x2688 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x2688 $x123)))
(or (or false) (not $x169))))))
(check-sat)
