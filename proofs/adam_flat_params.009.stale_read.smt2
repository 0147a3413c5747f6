; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r502_byte () Int)
(declare-fun r502_0 () Int)
(declare-fun byte () Int)
(declare-fun w503_byte () Int)
(declare-fun w503_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s504_byte () Int)
(declare-fun s504_0 () Int)
(assert
 (let (($x548 (= byte (+ (+ 0 (* 4 (+ 0 (* r502_0 1)))) r502_byte))))
 (and (and (>= r502_0 0) (< r502_0 64)) (and (>= r502_byte 0) (< r502_byte 4)) $x548)))
(assert
 (let (($x535 (= byte (+ (+ 0 (* 4 (+ 32 (* w503_0 1)))) w503_byte))))
 (and (and (>= w503_0 0) (< w503_0 32)) (and (>= w503_byte 0) (< w503_byte 4)) $x535)))
(assert
 (let (($x215 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x215))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r502_0 1)))) held_byte0)))
(assert
 (let (($x377 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s504_0 1)))) s504_byte))))
(and (and (>= s504_0 0) (< s504_0 64)) (and (>= s504_byte 0) (< s504_byte 4)) $x377)))
(check-sat)
