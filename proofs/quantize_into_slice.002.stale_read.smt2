; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.scale_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy scale_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r872_byte () Int)
(declare-fun r872_0 () Int)
(declare-fun byte () Int)
(declare-fun w873_byte () Int)
(declare-fun w873_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s874_byte () Int)
(declare-fun s874_0 () Int)
(assert
 (let (($x210 (= byte (+ (+ 0 (* 4 (+ 0 (* r872_0 1)))) r872_byte))))
 (and (and (>= r872_0 0) (< r872_0 24)) (and (>= r872_byte 0) (< r872_byte 4)) $x210)))
(assert
 (let (($x309 (= byte (+ (+ 0 (* 4 (+ 8 (* w873_0 1)))) w873_byte))))
 (and (and (>= w873_0 0) (< w873_0 8)) (and (>= w873_byte 0) (< w873_byte 4)) $x309)))
(assert
 (let (($x333 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (or (or false) (not $x333))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r872_0 1)))) held_byte0)))
(assert
 (let (($x660 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s874_0 1)))) s874_byte))))
(and (and (>= s874_0 0) (< s874_0 24)) (and (>= s874_byte 0) (< s874_byte 4)) $x660)))
(check-sat)
