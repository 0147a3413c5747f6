; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.m_ptr: stale read (slice_scatter_4 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 m_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r507_byte () Int)
(declare-fun r507_0 () Int)
(declare-fun byte () Int)
(declare-fun w508_byte () Int)
(declare-fun w508_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s509_byte () Int)
(declare-fun s509_0 () Int)
(assert
 (let (($x548 (= byte (+ (+ 0 (* 4 (+ 0 (* r507_0 1)))) r507_byte))))
 (and (and (>= r507_0 0) (< r507_0 64)) (and (>= r507_byte 0) (< r507_byte 4)) $x548)))
(assert
 (let (($x141 (= byte (+ (+ 0 (* 4 (+ 32 (* w508_0 1)))) w508_byte))))
 (and (and (>= w508_0 0) (< w508_0 32)) (and (>= w508_byte 0) (< w508_byte 4)) $x141)))
(assert
 (let (($x244 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x244))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r507_0 1)))) held_byte0)))
(assert
 (let (($x152 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s509_0 1)))) s509_byte))))
(and (and (>= s509_0 0) (< s509_0 64)) (and (>= s509_byte 0) (< s509_byte 4)) $x152)))
(check-sat)
