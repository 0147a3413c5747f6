; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r311_byte () Int)
(declare-fun r311_1 () Int)
(declare-fun r311_0 () Int)
(declare-fun byte () Int)
(declare-fun w312_byte () Int)
(declare-fun w312_1 () Int)
(declare-fun w312_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s313_byte () Int)
(declare-fun s313_1 () Int)
(declare-fun s313_0 () Int)
(assert
 (let ((?x1158 (+ 0 (* 4 (+ 0 (+ (* r311_0 24) (* r311_1 1)))))))
 (and (and (>= r311_0 0) (< r311_0 8)) (and (>= r311_1 0) (< r311_1 24)) (and (>= r311_byte 0) (< r311_byte 4)) (= byte (+ ?x1158 r311_byte)))))
(assert
 (let ((?x558 (+ 0 (* 4 (+ 8 (+ (* w312_0 24) (* w312_1 1)))))))
 (and (and (>= w312_0 0) (< w312_0 8)) (and (>= w312_1 0) (< w312_1 8)) (and (>= w312_byte 0) (< w312_byte 4)) (= byte (+ ?x558 w312_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1158 (+ 0 (* 4 (+ 0 (+ (* r311_0 24) (* r311_1 1)))))))
 (= observed (+ ?x1158 held_byte))))
(assert
 (let ((?x621 (+ 0 (* 4 (+ 0 (+ (* s313_0 24) (* s313_1 1)))))))
 (and (and (>= s313_0 0) (< s313_0 8)) (and (>= s313_1 0) (< s313_1 24)) (and (>= s313_byte 0) (< s313_byte 4)) (= observed (+ ?x621 s313_byte)))))
(assert
 (let (($x34 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x394 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x1029 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x394 $x34)))
(or (or false) (not $x1029))))))
(check-sat)
