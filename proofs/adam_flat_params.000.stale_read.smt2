; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r475_byte () Int)
(declare-fun r475_0 () Int)
(declare-fun byte () Int)
(declare-fun w476_byte () Int)
(declare-fun w476_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s477_byte () Int)
(declare-fun s477_0 () Int)
(assert
 (let (($x409 (= byte (+ (+ 0 (* 4 (+ 0 (* r475_0 1)))) r475_byte))))
 (and (and (>= r475_0 0) (< r475_0 64)) (and (>= r475_byte 0) (< r475_byte 4)) $x409)))
(assert
 (let (($x322 (= byte (+ (+ 0 (* 4 (+ 0 (* w476_0 1)))) w476_byte))))
 (and (and (>= w476_0 0) (< w476_0 32)) (and (>= w476_byte 0) (< w476_byte 4)) $x322)))
(assert
 (let (($x56 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x56))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r475_0 1)))) held_byte0)))
(assert
 (let (($x291 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s477_0 1)))) s477_byte))))
(and (and (>= s477_0 0) (< s477_0 32)) (and (>= s477_byte 0) (< s477_byte 4)) $x291)))
(check-sat)
