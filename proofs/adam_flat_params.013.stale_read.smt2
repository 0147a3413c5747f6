; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r453_byte () Int)
(declare-fun r453_0 () Int)
(declare-fun byte () Int)
(declare-fun w454_byte () Int)
(declare-fun w454_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s455_byte () Int)
(declare-fun s455_0 () Int)
(assert
 (let (($x512 (= byte (+ (+ 0 (* 4 (+ 0 (* r453_0 1)))) r453_byte))))
 (and (and (>= r453_0 0) (< r453_0 64)) (and (>= r453_byte 0) (< r453_byte 4)) $x512)))
(assert
 (let (($x1192 (= byte (+ (+ 0 (* 4 (+ 32 (* w454_0 1)))) w454_byte))))
 (and (and (>= w454_0 0) (< w454_0 32)) (and (>= w454_byte 0) (< w454_byte 4)) $x1192)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r453_0 1)))) held_byte)))
(assert
 (let (($x208 (= observed (+ (+ 0 (* 4 (+ 0 (* s455_0 1)))) s455_byte))))
 (and (and (>= s455_0 0) (< s455_0 64)) (and (>= s455_byte 0) (< s455_byte 4)) $x208)))
(assert
 (let (($x1272 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x1272))))
(check-sat)
