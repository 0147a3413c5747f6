; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r564_byte () Int)
(declare-fun r564_0 () Int)
(declare-fun byte () Int)
(declare-fun w565_byte () Int)
(declare-fun w565_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s566_byte () Int)
(declare-fun s566_0 () Int)
(assert
 (let (($x413 (= byte (+ (+ 0 (* 4 (+ 0 (* r564_0 1)))) r564_byte))))
 (and (and (>= r564_0 0) (< r564_0 64)) (and (>= r564_byte 0) (< r564_byte 4)) $x413)))
(assert
 (let (($x166 (= byte (+ (+ 0 (* 4 (+ 32 (* w565_0 1)))) w565_byte))))
 (and (and (>= w565_0 0) (< w565_0 32)) (and (>= w565_byte 0) (< w565_byte 4)) $x166)))
(assert
 (let (($x585 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
 (or (or false) (not $x585))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r564_0 1)))) held_byte0)))
(assert
 (let (($x64 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s566_0 1)))) s566_byte))))
(and (and (>= s566_0 0) (< s566_0 64)) (and (>= s566_byte 0) (< s566_byte 4)) $x64)))
(check-sat)
