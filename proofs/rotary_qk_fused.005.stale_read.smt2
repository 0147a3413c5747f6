; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r349_byte () Int)
(declare-fun r349_1 () Int)
(declare-fun r349_0 () Int)
(declare-fun byte () Int)
(declare-fun w350_byte () Int)
(declare-fun w350_1 () Int)
(declare-fun w350_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s351_byte () Int)
(declare-fun s351_1 () Int)
(declare-fun s351_0 () Int)
(assert
 (let ((?x529 (+ 0 (* 4 (+ 0 (+ (* r349_0 24) (* r349_1 1)))))))
 (and (and (>= r349_0 0) (< r349_0 8)) (and (>= r349_1 0) (< r349_1 24)) (and (>= r349_byte 0) (< r349_byte 4)) (= byte (+ ?x529 r349_byte)))))
(assert
 (let ((?x166 (+ 0 (* 4 (+ 8 (+ (* w350_0 24) (* w350_1 1)))))))
 (and (and (>= w350_0 0) (< w350_0 8)) (and (>= w350_1 0) (< w350_1 8)) (and (>= w350_byte 0) (< w350_byte 4)) (= byte (+ ?x166 w350_byte)))))
(assert
 (let (($x397 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
 (let (($x244 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
 (let (($x465 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x244 $x397)))
 (or (or false) (not $x465))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x529 (+ 0 (* 4 (+ 0 (+ (* r349_0 24) (* r349_1 1)))))))
 (= carried0 (+ ?x529 held_byte0))))
(assert
 (let ((?x568 (+ 0 (* 4 (+ 0 (+ (* s351_0 24) (* s351_1 1)))))))
(and (and (>= s351_0 0) (< s351_0 8)) (and (>= s351_1 0) (< s351_1 24)) (and (>= s351_byte 0) (< s351_byte 4)) (= carried0 (+ ?x568 s351_byte)))))
(check-sat)
