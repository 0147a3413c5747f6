; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r493_byte () Int)
(declare-fun r493_0 () Int)
(declare-fun byte () Int)
(declare-fun w494_byte () Int)
(declare-fun w494_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s495_byte () Int)
(declare-fun s495_0 () Int)
(assert
 (let (($x246 (= byte (+ (+ 0 (* 4 (+ 0 (* r493_0 1)))) r493_byte))))
 (and (and (>= r493_0 0) (< r493_0 64)) (and (>= r493_byte 0) (< r493_byte 4)) $x246)))
(assert
 (let (($x145 (= byte (+ (+ 0 (* 4 (+ 0 (* w494_0 1)))) w494_byte))))
 (and (and (>= w494_0 0) (< w494_0 32)) (and (>= w494_byte 0) (< w494_byte 4)) $x145)))
(assert
 (let (($x291 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x291))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r493_0 1)))) held_byte0)))
(assert
 (let (($x222 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s495_0 1)))) s495_byte))))
(and (and (>= s495_0 0) (< s495_0 32)) (and (>= s495_byte 0) (< s495_byte 4)) $x222)))
(check-sat)
