; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r228_byte () Int)
(declare-fun r228_1 () Int)
(declare-fun r228_0 () Int)
(declare-fun byte () Int)
(declare-fun w229_byte () Int)
(declare-fun w229_1 () Int)
(declare-fun w229_0 () Int)
(assert
 (let ((?x313 (+ 0 (* 4 (+ 0 (+ (* r228_0 16) (* r228_1 1)))))))
 (and (and (>= r228_0 0) (< r228_0 16)) (and (>= r228_1 0) (< r228_1 16)) (and (>= r228_byte 0) (< r228_byte 4)) (= byte (+ ?x313 r228_byte)))))
(assert
 (let ((?x228 (+ 0 (* 4 (+ 0 (+ (* w229_0 16) (* w229_1 1)))))))
 (and (and (>= w229_0 0) (< w229_0 4)) (and (>= w229_1 0) (< w229_1 8)) (and (>= w229_byte 0) (< w229_byte 4)) (= byte (+ ?x228 w229_byte)))))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x141 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x64 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x141 $x277)))
(or (or false) (not $x64))))))
(check-sat)
