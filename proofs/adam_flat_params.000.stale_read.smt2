; program adam_flat_params, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r525_byte () Int)
(declare-fun r525_0 () Int)
(declare-fun byte () Int)
(declare-fun w526_byte () Int)
(declare-fun w526_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s527_byte () Int)
(declare-fun s527_0 () Int)
(assert
 (let (($x416 (= byte (+ (+ 0 (* 4 (+ 0 (* r525_0 1)))) r525_byte))))
 (and (and (>= r525_0 0) (< r525_0 64)) (and (>= r525_byte 0) (< r525_byte 4)) $x416)))
(assert
 (let (($x242 (= byte (+ (+ 0 (* 4 (+ 0 (* w526_0 1)))) w526_byte))))
 (and (and (>= w526_0 0) (< w526_0 32)) (and (>= w526_byte 0) (< w526_byte 4)) $x242)))
(assert
 (let (($x528 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x528))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r525_0 1)))) held_byte0)))
(assert
 (let (($x276 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s527_0 1)))) s527_byte))))
(and (and (>= s527_0 0) (< s527_0 32)) (and (>= s527_byte 0) (< s527_byte 4)) $x276)))
(check-sat)
