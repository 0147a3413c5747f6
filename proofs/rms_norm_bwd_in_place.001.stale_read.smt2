; program rms_norm_bwd_in_place, triton_kernel_wrapper_functional_proxy.dX_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dX_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r966_byte () Int)
(declare-fun r966_1 () Int)
(declare-fun r966_0 () Int)
(declare-fun byte () Int)
(declare-fun w967_byte () Int)
(declare-fun w967_1 () Int)
(declare-fun w967_0 () Int)
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* r966_0 16) (* r966_1 1)))))))
 (and (and (>= r966_0 0) (< r966_0 4)) (and (>= r966_1 0) (< r966_1 16)) (and (>= r966_byte 0) (< r966_byte 4)) (= byte (+ ?x501 r966_byte)))))
(assert
 (let ((?x451 (+ 0 (* 4 (+ 0 (+ (* w967_0 16) (* w967_1 1)))))))
 (and (and (>= w967_0 0) (< w967_0 4)) (and (>= w967_1 0) (< w967_1 16)) (and (>= w967_byte 0) (< w967_byte 4)) (= byte (+ ?x451 w967_byte)))))
(assert
 (let (($x322 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x265 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x379 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x265 $x322)))
(or (or false) (not $x379))))))
(check-sat)
