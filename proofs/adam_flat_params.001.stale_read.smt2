; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r528_byte () Int)
(declare-fun r528_0 () Int)
(declare-fun byte () Int)
(declare-fun w529_byte () Int)
(declare-fun w529_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s530_byte () Int)
(declare-fun s530_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s531_byte () Int)
(declare-fun s531_0 () Int)
(assert
 (let (($x606 (= byte (+ (+ 0 (* 4 (+ 0 (* r528_0 1)))) r528_byte))))
 (and (and (>= r528_0 0) (< r528_0 64)) (and (>= r528_byte 0) (< r528_byte 4)) $x606)))
(assert
 (let (($x617 (= byte (+ (+ 0 (* 4 (+ 0 (* w529_0 1)))) w529_byte))))
 (and (and (>= w529_0 0) (< w529_0 32)) (and (>= w529_byte 0) (< w529_byte 4)) $x617)))
(assert
 (let (($x528 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x636 (or false)))
 (or $x636 (not $x528)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r528_0 1)))) held_byte0)))
(assert
 (let (($x293 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s530_0 1)))) s530_byte))))
 (and (and (>= s530_0 0) (< s530_0 64)) (and (>= s530_byte 0) (< s530_byte 4)) $x293)))
(assert
 (let (($x54 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x636 (or false)))
 (or $x636 (not $x54)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s530_0 1)))) held_byte1)))
(assert
 (let (($x504 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s531_0 1)))) s531_byte))))
(and (and (>= s531_0 0) (< s531_0 64)) (and (>= s531_byte 0) (< s531_byte 4)) $x504)))
(check-sat)
