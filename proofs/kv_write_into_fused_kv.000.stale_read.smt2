; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r226_byte () Int)
(declare-fun r226_1 () Int)
(declare-fun r226_0 () Int)
(declare-fun byte () Int)
(declare-fun w227_byte () Int)
(declare-fun w227_1 () Int)
(declare-fun w227_0 () Int)
(assert
 (let ((?x66 (+ 0 (* 4 (+ 0 (+ (* r226_0 16) (* r226_1 1)))))))
 (and (and (>= r226_0 0) (< r226_0 4)) (and (>= r226_1 0) (< r226_1 16)) (and (>= r226_byte 0) (< r226_byte 4)) (= byte (+ ?x66 r226_byte)))))
(assert
 (let ((?x132 (+ 0 (* 4 (+ 0 (+ (* w227_0 16) (* w227_1 1)))))))
 (and (and (>= w227_0 0) (< w227_0 4)) (and (>= w227_1 0) (< w227_1 8)) (and (>= w227_byte 0) (< w227_byte 4)) (= byte (+ ?x132 w227_byte)))))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x126 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x22 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x126 $x277)))
(or (or false) (not $x22))))))
(check-sat)
