; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r552_byte () Int)
(declare-fun r552_0 () Int)
(declare-fun byte () Int)
(declare-fun w553_byte () Int)
(declare-fun w553_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s554_byte () Int)
(declare-fun s554_0 () Int)
(assert
 (let (($x517 (= byte (+ (+ 0 (* 4 (+ 0 (* r552_0 1)))) r552_byte))))
 (and (and (>= r552_0 0) (< r552_0 64)) (and (>= r552_byte 0) (< r552_byte 4)) $x517)))
(assert
 (let (($x461 (= byte (+ (+ 0 (* 4 (+ 32 (* w553_0 1)))) w553_byte))))
 (and (and (>= w553_0 0) (< w553_0 32)) (and (>= w553_byte 0) (< w553_byte 4)) $x461)))
(assert
 (let (($x407 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x407))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r552_0 1)))) held_byte0)))
(assert
 (let (($x287 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s554_0 1)))) s554_byte))))
(and (and (>= s554_0 0) (< s554_0 64)) (and (>= s554_byte 0) (< s554_byte 4)) $x287)))
(check-sat)
