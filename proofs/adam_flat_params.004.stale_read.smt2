; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r432_byte () Int)
(declare-fun r432_0 () Int)
(declare-fun byte () Int)
(declare-fun w433_byte () Int)
(declare-fun w433_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s434_byte () Int)
(declare-fun s434_0 () Int)
(assert
 (let (($x195 (= byte (+ (+ 0 (* 4 (+ 0 (* r432_0 1)))) r432_byte))))
 (and (and (>= r432_0 0) (< r432_0 64)) (and (>= r432_byte 0) (< r432_byte 4)) $x195)))
(assert
 (let (($x314 (= byte (+ (+ 0 (* 4 (+ 0 (* w433_0 1)))) w433_byte))))
 (and (and (>= w433_0 0) (< w433_0 32)) (and (>= w433_byte 0) (< w433_byte 4)) $x314)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r432_0 1)))) held_byte)))
(assert
 (let (($x69 (= observed (+ (+ 0 (* 4 (+ 0 (* s434_0 1)))) s434_byte))))
 (and (and (>= s434_0 0) (< s434_0 64)) (and (>= s434_byte 0) (< s434_byte 4)) $x69)))
(assert
 (let (($x870 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x42900 (or false)))
 (or $x42900 (not $x870)))))
(assert
 (let (($x483 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 1) 32) (= (mod (- (div (- observed 0) 4) 32) 1) 0))))
(let (($x42900 (or false)))
(or $x42900 (not $x483)))))
(check-sat)
