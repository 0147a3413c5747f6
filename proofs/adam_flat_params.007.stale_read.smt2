; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r496_byte () Int)
(declare-fun r496_0 () Int)
(declare-fun byte () Int)
(declare-fun w497_byte () Int)
(declare-fun w497_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s498_byte () Int)
(declare-fun s498_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s499_byte () Int)
(declare-fun s499_0 () Int)
(assert
 (let (($x56 (= byte (+ (+ 0 (* 4 (+ 0 (* r496_0 1)))) r496_byte))))
 (and (and (>= r496_0 0) (< r496_0 64)) (and (>= r496_byte 0) (< r496_byte 4)) $x56)))
(assert
 (let (($x579 (= byte (+ (+ 0 (* 4 (+ 0 (* w497_0 1)))) w497_byte))))
 (and (and (>= w497_0 0) (< w497_0 32)) (and (>= w497_byte 0) (< w497_byte 4)) $x579)))
(assert
 (let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x612 (or false)))
 (or $x612 (not $x291)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r496_0 1)))) held_byte0)))
(assert
 (let (($x415 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s498_0 1)))) s498_byte))))
 (and (and (>= s498_0 0) (< s498_0 64)) (and (>= s498_byte 0) (< s498_byte 4)) $x415)))
(assert
 (let (($x484 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x612 (or false)))
 (or $x612 (not $x484)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s498_0 1)))) held_byte1)))
(assert
 (let (($x152 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s499_0 1)))) s499_byte))))
(and (and (>= s499_0 0) (< s499_0 64)) (and (>= s499_byte 0) (< s499_byte 4)) $x152)))
(check-sat)
