; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r545_byte () Int)
(declare-fun r545_0 () Int)
(declare-fun byte () Int)
(declare-fun w546_byte () Int)
(declare-fun w546_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s547_byte () Int)
(declare-fun s547_0 () Int)
(assert
 (let (($x594 (= byte (+ (+ 0 (* 4 (+ 0 (* r545_0 1)))) r545_byte))))
 (and (and (>= r545_0 0) (< r545_0 64)) (and (>= r545_byte 0) (< r545_byte 4)) $x594)))
(assert
 (let (($x418 (= byte (+ (+ 0 (* 4 (+ 0 (* w546_0 1)))) w546_byte))))
 (and (and (>= w546_0 0) (< w546_0 32)) (and (>= w546_byte 0) (< w546_byte 4)) $x418)))
(assert
 (let (($x511 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x511))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r545_0 1)))) held_byte0)))
(assert
 (let (($x523 (= carried0 (+ (+ 0 (* 4 (+ 32 (* s547_0 1)))) s547_byte))))
(and (and (>= s547_0 0) (< s547_0 32)) (and (>= s547_byte 0) (< s547_byte 4)) $x523)))
(check-sat)
