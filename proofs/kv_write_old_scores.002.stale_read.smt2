; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r378_byte () Int)
(declare-fun r378_1 () Int)
(declare-fun r378_0 () Int)
(declare-fun byte () Int)
(declare-fun w379_byte () Int)
(declare-fun w379_1 () Int)
(declare-fun w379_0 () Int)
(assert
 (let ((?x554 (+ 0 (* 4 (+ 0 (+ (* r378_0 8) (* r378_1 1)))))))
 (and (and (>= r378_0 0) (< r378_0 16)) (and (>= r378_1 0) (< r378_1 8)) (and (>= r378_byte 0) (< r378_byte 4)) (= byte (+ ?x554 r378_byte)))))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 32 (+ (* w379_0 8) (* w379_1 1)))))))
 (and (and (>= w379_0 0) (< w379_0 4)) (and (>= w379_1 0) (< w379_1 8)) (and (>= w379_byte 0) (< w379_byte 4)) (= byte (+ ?x390 w379_byte)))))
(assert
 (let (($x203 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x604 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x425 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x604 $x203)))
(or (or false) (not $x425))))))
(check-sat)
