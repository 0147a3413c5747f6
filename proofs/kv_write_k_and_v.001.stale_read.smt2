; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r210_byte () Int)
(declare-fun r210_1 () Int)
(declare-fun r210_0 () Int)
(declare-fun byte () Int)
(declare-fun w211_byte () Int)
(declare-fun w211_1 () Int)
(declare-fun w211_0 () Int)
(assert
 (let ((?x264 (+ 0 (* 4 (+ 0 (+ (* r210_0 8) (* r210_1 1)))))))
 (and (and (>= r210_0 0) (< r210_0 16)) (and (>= r210_1 0) (< r210_1 8)) (and (>= r210_byte 0) (< r210_byte 4)) (= byte (+ ?x264 r210_byte)))))
(assert
 (let ((?x240 (+ 0 (* 4 (+ 32 (+ (* w211_0 8) (* w211_1 1)))))))
 (and (and (>= w211_0 0) (< w211_0 4)) (and (>= w211_1 0) (< w211_1 8)) (and (>= w211_byte 0) (< w211_byte 4)) (= byte (+ ?x240 w211_byte)))))
(assert
 (let (($x129 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x108 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x308 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x108 $x129)))
(or (or false) (not $x308))))))
(check-sat)
