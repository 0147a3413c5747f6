; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r83_byte () Int)
(declare-fun r83_1 () Int)
(declare-fun r83_0 () Int)
(declare-fun byte () Int)
(declare-fun w84_byte () Int)
(declare-fun w84_1 () Int)
(declare-fun w84_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s85_byte () Int)
(declare-fun s85_1 () Int)
(declare-fun s85_0 () Int)
(assert
 (let ((?x235 (+ 0 (* 4 (+ 0 (+ (* r83_0 24) (* r83_1 1)))))))
 (and (and (>= r83_0 0) (< r83_0 4)) (and (>= r83_1 0) (< r83_1 24)) (and (>= r83_byte 0) (< r83_byte 4)) (= byte (+ ?x235 r83_byte)))))
(assert
 (let ((?x314 (+ 0 (* 4 (+ 8 (+ (* w84_0 24) (* w84_1 1)))))))
 (and (and (>= w84_0 0) (< w84_0 4)) (and (>= w84_1 0) (< w84_1 8)) (and (>= w84_byte 0) (< w84_byte 4)) (= byte (+ ?x314 w84_byte)))))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
 (let (($x41 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
 (let (($x373 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x41 $x277)))
 (or (or false) (not $x373))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x235 (+ 0 (* 4 (+ 0 (+ (* r83_0 24) (* r83_1 1)))))))
 (= carried0 (+ ?x235 held_byte0))))
(assert
 (let ((?x23 (+ 0 (* 4 (+ 0 (+ (* s85_0 24) (* s85_1 1)))))))
(and (and (>= s85_0 0) (< s85_0 4)) (and (>= s85_1 0) (< s85_1 24)) (and (>= s85_byte 0) (< s85_byte 4)) (= carried0 (+ ?x23 s85_byte)))))
(check-sat)
