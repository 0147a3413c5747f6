; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r362_byte () Int)
(declare-fun r362_1 () Int)
(declare-fun r362_0 () Int)
(declare-fun byte () Int)
(declare-fun w363_byte () Int)
(declare-fun w363_1 () Int)
(declare-fun w363_0 () Int)
(assert
 (let ((?x288 (+ 0 (* 4 (+ 0 (+ (* r362_0 8) (* r362_1 1)))))))
 (and (and (>= r362_0 0) (< r362_0 16)) (and (>= r362_1 0) (< r362_1 8)) (and (>= r362_byte 0) (< r362_byte 4)) (= byte (+ ?x288 r362_byte)))))
(assert
 (let ((?x1142 (+ 0 (* 4 (+ 32 (+ (* w363_0 8) (* w363_1 1)))))))
 (and (and (>= w363_0 0) (< w363_0 4)) (and (>= w363_1 0) (< w363_1 8)) (and (>= w363_byte 0) (< w363_byte 4)) (= byte (+ ?x1142 w363_byte)))))
(assert
 (let (($x928 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x426 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x279 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x426 $x928)))
(or (or false) (not $x279))))))
(check-sat)
