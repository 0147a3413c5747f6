; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r308_byte () Int)
(declare-fun r308_1 () Int)
(declare-fun r308_0 () Int)
(declare-fun byte () Int)
(declare-fun w309_byte () Int)
(declare-fun w309_1 () Int)
(declare-fun w309_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s310_byte () Int)
(declare-fun s310_1 () Int)
(declare-fun s310_0 () Int)
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* r308_0 24) (* r308_1 1)))))))
 (and (and (>= r308_0 0) (< r308_0 8)) (and (>= r308_1 0) (< r308_1 24)) (and (>= r308_byte 0) (< r308_byte 4)) (= byte (+ ?x245 r308_byte)))))
(assert
 (let ((?x279 (+ 0 (* 4 (+ 8 (+ (* w309_0 24) (* w309_1 1)))))))
 (and (and (>= w309_0 0) (< w309_0 8)) (and (>= w309_1 0) (< w309_1 8)) (and (>= w309_byte 0) (< w309_byte 4)) (= byte (+ ?x279 w309_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x245 (+ 0 (* 4 (+ 0 (+ (* r308_0 24) (* r308_1 1)))))))
 (= observed (+ ?x245 held_byte))))
(assert
 (let ((?x673 (+ 0 (* 4 (+ 16 (+ (* s310_0 24) (* s310_1 1)))))))
 (and (and (>= s310_0 0) (< s310_0 8)) (and (>= s310_1 0) (< s310_1 8)) (and (>= s310_byte 0) (< s310_byte 4)) (= observed (+ ?x673 s310_byte)))))
(assert
 (let (($x34 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x394 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x1029 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x394 $x34)))
(or (or false) (not $x1029))))))
(check-sat)
