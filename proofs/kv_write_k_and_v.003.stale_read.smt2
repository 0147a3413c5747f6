; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r364_byte () Int)
(declare-fun r364_1 () Int)
(declare-fun r364_0 () Int)
(declare-fun byte () Int)
(declare-fun w365_byte () Int)
(declare-fun w365_1 () Int)
(declare-fun w365_0 () Int)
(assert
 (let ((?x49456 (+ 0 (* 4 (+ 0 (+ (* r364_0 8) (* r364_1 1)))))))
 (and (and (>= r364_0 0) (< r364_0 16)) (and (>= r364_1 0) (< r364_1 8)) (and (>= r364_byte 0) (< r364_byte 4)) (= byte (+ ?x49456 r364_byte)))))
(assert
 (let ((?x334 (+ 0 (* 4 (+ 32 (+ (* w365_0 8) (* w365_1 1)))))))
 (and (and (>= w365_0 0) (< w365_0 4)) (and (>= w365_1 0) (< w365_1 8)) (and (>= w365_byte 0) (< w365_byte 4)) (= byte (+ ?x334 w365_byte)))))
(assert
 (let (($x1660 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x929 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x117 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x929 $x1660)))
(or (or false) (not $x117))))))
(check-sat)
