; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r537_byte () Int)
(declare-fun r537_0 () Int)
(declare-fun byte () Int)
(declare-fun w538_byte () Int)
(declare-fun w538_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s539_byte () Int)
(declare-fun s539_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s540_byte () Int)
(declare-fun s540_0 () Int)
(assert
 (let (($x551 (= byte (+ (+ 0 (* 4 (+ 0 (* r537_0 1)))) r537_byte))))
 (and (and (>= r537_0 0) (< r537_0 64)) (and (>= r537_byte 0) (< r537_byte 4)) $x551)))
(assert
 (let (($x577 (= byte (+ (+ 0 (* 4 (+ 0 (* w538_0 1)))) w538_byte))))
 (and (and (>= w538_0 0) (< w538_0 32)) (and (>= w538_byte 0) (< w538_byte 4)) $x577)))
(assert
 (let (($x530 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x636 (or false)))
 (or $x636 (not $x530)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r537_0 1)))) held_byte0)))
(assert
 (let (($x117 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s539_0 1)))) s539_byte))))
 (and (and (>= s539_0 0) (< s539_0 64)) (and (>= s539_byte 0) (< s539_byte 4)) $x117)))
(assert
 (let (($x617 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x636 (or false)))
 (or $x636 (not $x617)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s539_0 1)))) held_byte1)))
(assert
 (let (($x515 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s540_0 1)))) s540_byte))))
(and (and (>= s540_0 0) (< s540_0 64)) (and (>= s540_byte 0) (< s540_byte 4)) $x515)))
(check-sat)
