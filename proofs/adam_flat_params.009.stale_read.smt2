; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.p_ptr: stale read (slice_scatter_3 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 p_ptr=slice_12, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r554_byte () Int)
(declare-fun r554_0 () Int)
(declare-fun byte () Int)
(declare-fun w555_byte () Int)
(declare-fun w555_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s556_byte () Int)
(declare-fun s556_0 () Int)
(assert
 (let (($x198 (= byte (+ (+ 0 (* 4 (+ 0 (* r554_0 1)))) r554_byte))))
 (and (and (>= r554_0 0) (< r554_0 64)) (and (>= r554_byte 0) (< r554_byte 4)) $x198)))
(assert
 (let (($x363 (= byte (+ (+ 0 (* 4 (+ 32 (* w555_0 1)))) w555_byte))))
 (and (and (>= w555_0 0) (< w555_0 32)) (and (>= w555_byte 0) (< w555_byte 4)) $x363)))
(assert
 (let (($x285 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x285))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r554_0 1)))) held_byte0)))
(assert
 (let (($x432 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s556_0 1)))) s556_byte))))
(and (and (>= s556_0 0) (< s556_0 64)) (and (>= s556_byte 0) (< s556_byte 4)) $x432)))
(check-sat)
