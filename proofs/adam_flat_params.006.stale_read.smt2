; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r437_byte () Int)
(declare-fun r437_0 () Int)
(declare-fun byte () Int)
(declare-fun w438_byte () Int)
(declare-fun w438_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s439_byte () Int)
(declare-fun s439_0 () Int)
(assert
 (let (($x42978 (= byte (+ (+ 0 (* 4 (+ 0 (* r437_0 1)))) r437_byte))))
 (and (and (>= r437_0 0) (< r437_0 64)) (and (>= r437_byte 0) (< r437_byte 4)) $x42978)))
(assert
 (let (($x69 (= byte (+ (+ 0 (* 4 (+ 0 (* w438_0 1)))) w438_byte))))
 (and (and (>= w438_0 0) (< w438_0 32)) (and (>= w438_byte 0) (< w438_byte 4)) $x69)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r437_0 1)))) held_byte)))
(assert
 (let (($x321 (= observed (+ (+ 0 (* 4 (+ 32 (* s439_0 1)))) s439_byte))))
 (and (and (>= s439_0 0) (< s439_0 32)) (and (>= s439_byte 0) (< s439_byte 4)) $x321)))
(assert
 (let (($x777 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x777))))
(check-sat)
