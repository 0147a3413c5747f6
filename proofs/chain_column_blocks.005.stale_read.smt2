; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r910_byte () Int)
(declare-fun r910_1 () Int)
(declare-fun r910_0 () Int)
(declare-fun byte () Int)
(declare-fun w911_byte () Int)
(declare-fun w911_1 () Int)
(declare-fun w911_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s912_byte () Int)
(declare-fun s912_1 () Int)
(declare-fun s912_0 () Int)
(assert
 (let ((?x350 (+ 0 (* 4 (+ 0 (+ (* r910_0 32) (* r910_1 1)))))))
 (and (and (>= r910_0 0) (< r910_0 8)) (and (>= r910_1 0) (< r910_1 32)) (and (>= r910_byte 0) (< r910_byte 4)) (= byte (+ ?x350 r910_byte)))))
(assert
 (let ((?x672 (+ 0 (* 4 (+ 8 (+ (* w911_0 32) (* w911_1 1)))))))
 (and (and (>= w911_0 0) (< w911_0 8)) (and (>= w911_1 0) (< w911_1 8)) (and (>= w911_byte 0) (< w911_byte 4)) (= byte (+ ?x672 w911_byte)))))
(assert
 (let (($x327 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x676 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x450 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x676 $x327)))
 (or (or false) (not $x450))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x350 (+ 0 (* 4 (+ 0 (+ (* r910_0 32) (* r910_1 1)))))))
 (= carried0 (+ ?x350 held_byte0))))
(assert
 (let ((?x568 (+ 0 (* 4 (+ 16 (+ (* s912_0 32) (* s912_1 1)))))))
(and (and (>= s912_0 0) (< s912_0 8)) (and (>= s912_1 0) (< s912_1 8)) (and (>= s912_byte 0) (< s912_byte 4)) (= carried0 (+ ?x568 s912_byte)))))
(check-sat)
