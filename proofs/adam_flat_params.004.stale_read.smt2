; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r487_byte () Int)
(declare-fun r487_0 () Int)
(declare-fun byte () Int)
(declare-fun w488_byte () Int)
(declare-fun w488_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s489_byte () Int)
(declare-fun s489_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s490_byte () Int)
(declare-fun s490_0 () Int)
(assert
 (let (($x225 (= byte (+ (+ 0 (* 4 (+ 0 (* r487_0 1)))) r487_byte))))
 (and (and (>= r487_0 0) (< r487_0 64)) (and (>= r487_byte 0) (< r487_byte 4)) $x225)))
(assert
 (let (($x635 (= byte (+ (+ 0 (* 4 (+ 0 (* w488_0 1)))) w488_byte))))
 (and (and (>= w488_0 0) (< w488_0 32)) (and (>= w488_byte 0) (< w488_byte 4)) $x635)))
(assert
 (let (($x482 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x612 (or false)))
 (or $x612 (not $x482)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r487_0 1)))) held_byte0)))
(assert
 (let (($x223 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s489_0 1)))) s489_byte))))
 (and (and (>= s489_0 0) (< s489_0 64)) (and (>= s489_byte 0) (< s489_byte 4)) $x223)))
(assert
 (let (($x539 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x612 (or false)))
 (or $x612 (not $x539)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s489_0 1)))) held_byte1)))
(assert
 (let (($x560 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s490_0 1)))) s490_byte))))
(and (and (>= s490_0 0) (< s490_0 64)) (and (>= s490_byte 0) (< s490_byte 4)) $x560)))
(check-sat)
