; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r824_byte () Int)
(declare-fun r824_0 () Int)
(declare-fun byte () Int)
(declare-fun w825_byte () Int)
(declare-fun w825_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s826_byte () Int)
(declare-fun s826_0 () Int)
(assert
 (let (($x208 (= byte (+ (+ 0 (* 4 (+ 0 (* r824_0 1)))) r824_byte))))
 (and (and (>= r824_0 0) (< r824_0 24)) (and (>= r824_byte 0) (< r824_byte 4)) $x208)))
(assert
 (let (($x475 (= byte (+ (+ 0 (* 4 (+ 8 (* w825_0 1)))) w825_byte))))
 (and (and (>= w825_0 0) (< w825_0 8)) (and (>= w825_byte 0) (< w825_byte 4)) $x475)))
(assert
 (let (($x425 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x425))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r824_0 1)))) held_byte0)))
(assert
 (let (($x80 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s826_0 1)))) s826_byte))))
(and (and (>= s826_0 0) (< s826_0 24)) (and (>= s826_byte 0) (< s826_byte 4)) $x80)))
(check-sat)
