; program adam_flat_params, triton_kernel_wrapper_functional_proxy.m_ptr: stale read (slice_scatter_1 reads arg2_1 vs triton_kernel_wrapper_functional_proxy m_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r430_byte () Int)
(declare-fun r430_0 () Int)
(declare-fun byte () Int)
(declare-fun w431_byte () Int)
(declare-fun w431_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s432_byte () Int)
(declare-fun s432_0 () Int)
(assert
 (let (($x367 (= byte (+ (+ 0 (* 4 (+ 0 (* r430_0 1)))) r430_byte))))
 (and (and (>= r430_0 0) (< r430_0 64)) (and (>= r430_byte 0) (< r430_byte 4)) $x367)))
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 0 (* w431_0 1)))) w431_byte))))
 (and (and (>= w431_0 0) (< w431_0 32)) (and (>= w431_byte 0) (< w431_byte 4)) $x182)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r430_0 1)))) held_byte)))
(assert
 (let (($x780 (= observed (+ (+ 0 (* 4 (+ 0 (* s432_0 1)))) s432_byte))))
 (and (and (>= s432_0 0) (< s432_0 64)) (and (>= s432_byte 0) (< s432_byte 4)) $x780)))
(assert
 (let (($x1067 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x1114 (or false)))
 (or $x1114 (not $x1067)))))
(assert
 (let (($x255 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 1) 32) (= (mod (- (div (- observed 0) 4) 32) 1) 0))))
(let (($x1114 (or false)))
(or $x1114 (not $x255)))))
(check-sat)
