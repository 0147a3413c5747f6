; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r609_byte () Int)
(declare-fun r609_0 () Int)
(declare-fun byte () Int)
(declare-fun w610_byte () Int)
(declare-fun w610_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s611_byte () Int)
(declare-fun s611_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s612_byte () Int)
(declare-fun s612_0 () Int)
(assert
 (let (($x282 (= byte (+ (+ 0 (* 4 (+ 0 (* r609_0 1)))) r609_byte))))
 (and (and (>= r609_0 0) (< r609_0 16)) (and (>= r609_byte 0) (< r609_byte 4)) $x282)))
(assert
 (let (($x263 (= byte (+ (+ 0 (* 4 (+ 0 (* w610_0 1)))) w610_byte))))
 (and (and (>= w610_0 0) (< w610_0 4)) (and (>= w610_byte 0) (< w610_byte 4)) $x263)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r609_0 1)))) held_byte0)))
(assert
 (let (($x553 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s611_0 1)))) s611_byte))))
 (and (and (>= s611_0 0) (< s611_0 16)) (and (>= s611_byte 0) (< s611_byte 4)) $x553)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s611_0 1)))) held_byte1)))
(assert
 (let (($x615 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s612_0 1)))) s612_byte))))
(and (and (>= s612_0 0) (< s612_0 4)) (and (>= s612_byte 0) (< s612_byte 4)) $x615)))
(check-sat)
