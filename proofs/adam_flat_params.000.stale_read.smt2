; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r527_byte () Int)
(declare-fun r527_0 () Int)
(declare-fun byte () Int)
(declare-fun w528_byte () Int)
(declare-fun w528_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s529_byte () Int)
(declare-fun s529_0 () Int)
(assert
 (let (($x594 (= byte (+ (+ 0 (* 4 (+ 0 (* r527_0 1)))) r527_byte))))
 (and (and (>= r527_0 0) (< r527_0 64)) (and (>= r527_byte 0) (< r527_byte 4)) $x594)))
(assert
 (let (($x86 (= byte (+ (+ 0 (* 4 (+ 0 (* w528_0 1)))) w528_byte))))
 (and (and (>= w528_0 0) (< w528_0 32)) (and (>= w528_byte 0) (< w528_byte 4)) $x86)))
(assert
 (let (($x108 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x108))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r527_0 1)))) held_byte0)))
(assert
 (let (($x114 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s529_0 1)))) s529_byte))))
(and (and (>= s529_0 0) (< s529_0 32)) (and (>= s529_byte 0) (< s529_byte 4)) $x114)))
(check-sat)
