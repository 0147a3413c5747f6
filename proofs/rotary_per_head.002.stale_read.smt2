; program rotary_per_head, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4)
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
 (let ((?x72 (+ 0 (* 4 (+ 0 (+ (* r200_0 16) (* r200_1 1)))))))
 (and (and (>= r200_0 0) (< r200_0 8)) (and (>= r200_1 0) (< r200_1 16)) (and (>= r200_byte 0) (< r200_byte 4)) (= byte (+ ?x72 r200_byte)))))
(assert
 (let ((?x113 (+ 0 (* 4 (+ 8 (+ (* w201_0 16) (* w201_1 1)))))))
 (and (and (>= w201_0 0) (< w201_0 8)) (and (>= w201_1 0) (< w201_1 8)) (and (>= w201_byte 0) (< w201_byte 4)) (= byte (+ ?x113 w201_byte)))))
(assert
 (let (($x231 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x66 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x209 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 8) $x66 $x231)))
(or (or false) (not $x209))))))
(check-sat)
