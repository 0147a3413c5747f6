; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r421_byte () Int)
(declare-fun r421_0 () Int)
(declare-fun byte () Int)
(declare-fun w422_byte () Int)
(declare-fun w422_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s423_byte () Int)
(declare-fun s423_0 () Int)
(assert
 (let (($x368 (= byte (+ (+ 0 (* 4 (+ 0 (* r421_0 1)))) r421_byte))))
 (and (and (>= r421_0 0) (< r421_0 64)) (and (>= r421_byte 0) (< r421_byte 4)) $x368)))
(assert
 (let (($x319 (= byte (+ (+ 0 (* 4 (+ 0 (* w422_0 1)))) w422_byte))))
 (and (and (>= w422_0 0) (< w422_0 32)) (and (>= w422_byte 0) (< w422_byte 4)) $x319)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r421_0 1)))) held_byte)))
(assert
 (let (($x258 (= observed (+ (+ 0 (* 4 (+ 32 (* s423_0 1)))) s423_byte))))
 (and (and (>= s423_0 0) (< s423_0 32)) (and (>= s423_byte 0) (< s423_byte 4)) $x258)))
(assert
 (let (($x130 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x130))))
(check-sat)
