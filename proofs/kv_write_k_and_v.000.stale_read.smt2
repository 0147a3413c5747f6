; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r206_byte () Int)
(declare-fun r206_1 () Int)
(declare-fun r206_0 () Int)
(declare-fun byte () Int)
(declare-fun w207_byte () Int)
(declare-fun w207_1 () Int)
(declare-fun w207_0 () Int)
(assert
 (let ((?x22 (+ 0 (* 4 (+ 0 (+ (* r206_0 8) (* r206_1 1)))))))
 (and (and (>= r206_0 0) (< r206_0 16)) (and (>= r206_1 0) (< r206_1 8)) (and (>= r206_byte 0) (< r206_byte 4)) (= byte (+ ?x22 r206_byte)))))
(assert
 (let ((?x133 (+ 0 (* 4 (+ 32 (+ (* w207_0 8) (* w207_1 1)))))))
 (and (and (>= w207_0 0) (< w207_0 4)) (and (>= w207_1 0) (< w207_1 8)) (and (>= w207_byte 0) (< w207_byte 4)) (= byte (+ ?x133 w207_byte)))))
(assert
 (let (($x116 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x177 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x213 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x177 $x116)))
(or (or false) (not $x213))))))
(check-sat)
