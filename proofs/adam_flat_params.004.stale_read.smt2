; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r539_byte () Int)
(declare-fun r539_0 () Int)
(declare-fun byte () Int)
(declare-fun w540_byte () Int)
(declare-fun w540_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s541_byte () Int)
(declare-fun s541_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s542_byte () Int)
(declare-fun s542_0 () Int)
(assert
 (let (($x530 (= byte (+ (+ 0 (* 4 (+ 0 (* r539_0 1)))) r539_byte))))
 (and (and (>= r539_0 0) (< r539_0 64)) (and (>= r539_byte 0) (< r539_byte 4)) $x530)))
(assert
 (let (($x114 (= byte (+ (+ 0 (* 4 (+ 0 (* w540_0 1)))) w540_byte))))
 (and (and (>= w540_0 0) (< w540_0 32)) (and (>= w540_byte 0) (< w540_byte 4)) $x114)))
(assert
 (let (($x169 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x62 (or false)))
 (or $x62 (not $x169)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r539_0 1)))) held_byte0)))
(assert
 (let (($x342 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s541_0 1)))) s541_byte))))
 (and (and (>= s541_0 0) (< s541_0 64)) (and (>= s541_byte 0) (< s541_byte 4)) $x342)))
(assert
 (let (($x267 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x62 (or false)))
 (or $x62 (not $x267)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s541_0 1)))) held_byte1)))
(assert
 (let (($x484 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s542_0 1)))) s542_byte))))
(and (and (>= s542_0 0) (< s542_0 64)) (and (>= s542_byte 0) (< s542_byte 4)) $x484)))
(check-sat)
