; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r429_byte () Int)
(declare-fun r429_0 () Int)
(declare-fun byte () Int)
(declare-fun w430_byte () Int)
(declare-fun w430_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s431_byte () Int)
(declare-fun s431_0 () Int)
(assert
 (let (($x1049 (= byte (+ (+ 0 (* 4 (+ 0 (* r429_0 1)))) r429_byte))))
 (and (and (>= r429_0 0) (< r429_0 64)) (and (>= r429_byte 0) (< r429_byte 4)) $x1049)))
(assert
 (let (($x1402 (= byte (+ (+ 0 (* 4 (+ 0 (* w430_0 1)))) w430_byte))))
 (and (and (>= w430_0 0) (< w430_0 32)) (and (>= w430_byte 0) (< w430_byte 4)) $x1402)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r429_0 1)))) held_byte)))
(assert
 (let (($x606 (= observed (+ (+ 0 (* 4 (+ 32 (* s431_0 1)))) s431_byte))))
 (and (and (>= s431_0 0) (< s431_0 32)) (and (>= s431_byte 0) (< s431_byte 4)) $x606)))
(assert
 (let (($x870 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x870))))
(check-sat)
