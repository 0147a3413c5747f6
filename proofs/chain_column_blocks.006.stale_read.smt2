; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r583_byte () Int)
(declare-fun r583_1 () Int)
(declare-fun r583_0 () Int)
(declare-fun byte () Int)
(declare-fun w584_byte () Int)
(declare-fun w584_1 () Int)
(declare-fun w584_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s585_byte () Int)
(declare-fun s585_1 () Int)
(declare-fun s585_0 () Int)
(assert
 (let ((?x776 (+ 0 (* 4 (+ 0 (+ (* r583_0 32) (* r583_1 1)))))))
 (and (and (>= r583_0 0) (< r583_0 8)) (and (>= r583_1 0) (< r583_1 32)) (and (>= r583_byte 0) (< r583_byte 4)) (= byte (+ ?x776 r583_byte)))))
(assert
 (let ((?x51 (+ 0 (* 4 (+ 16 (+ (* w584_0 32) (* w584_1 1)))))))
 (and (and (>= w584_0 0) (< w584_0 8)) (and (>= w584_1 0) (< w584_1 8)) (and (>= w584_byte 0) (< w584_byte 4)) (= byte (+ ?x51 w584_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x776 (+ 0 (* 4 (+ 0 (+ (* r583_0 32) (* r583_1 1)))))))
 (= observed (+ ?x776 held_byte))))
(assert
 (let ((?x1037 (+ 0 (* 4 (+ 24 (+ (* s585_0 32) (* s585_1 1)))))))
 (and (and (>= s585_0 0) (< s585_0 8)) (and (>= s585_1 0) (< s585_1 8)) (and (>= s585_byte 0) (< s585_byte 4)) (= observed (+ ?x1037 s585_byte)))))
(assert
 (let (($x494 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x182 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
(let (($x479 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x182 $x494)))
(or (or false) (not $x479))))))
(check-sat)
