; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r478_byte () Int)
(declare-fun r478_0 () Int)
(declare-fun byte () Int)
(declare-fun w479_byte () Int)
(declare-fun w479_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s480_byte () Int)
(declare-fun s480_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s481_byte () Int)
(declare-fun s481_0 () Int)
(assert
 (let (($x597 (= byte (+ (+ 0 (* 4 (+ 0 (* r478_0 1)))) r478_byte))))
 (and (and (>= r478_0 0) (< r478_0 64)) (and (>= r478_byte 0) (< r478_byte 4)) $x597)))
(assert
 (let (($x128 (= byte (+ (+ 0 (* 4 (+ 0 (* w479_0 1)))) w479_byte))))
 (and (and (>= w479_0 0) (< w479_0 32)) (and (>= w479_byte 0) (< w479_byte 4)) $x128)))
(assert
 (let (($x56 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x612 (or false)))
 (or $x612 (not $x56)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r478_0 1)))) held_byte0)))
(assert
 (let (($x267 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s480_0 1)))) s480_byte))))
 (and (and (>= s480_0 0) (< s480_0 64)) (and (>= s480_byte 0) (< s480_byte 4)) $x267)))
(assert
 (let (($x345 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x612 (or false)))
 (or $x612 (not $x345)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s480_0 1)))) held_byte1)))
(assert
 (let (($x63 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s481_0 1)))) s481_byte))))
(and (and (>= s481_0 0) (< s481_0 64)) (and (>= s481_byte 0) (< s481_byte 4)) $x63)))
(check-sat)
