; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r262_byte () Int)
(declare-fun r262_1 () Int)
(declare-fun r262_0 () Int)
(declare-fun byte () Int)
(declare-fun w263_byte () Int)
(declare-fun w263_1 () Int)
(declare-fun w263_0 () Int)
(assert
 (let ((?x186 (+ 0 (* 4 (+ 0 (+ (* r262_0 8) (* r262_1 1)))))))
 (and (and (>= r262_0 0) (< r262_0 16)) (and (>= r262_1 0) (< r262_1 8)) (and (>= r262_byte 0) (< r262_byte 4)) (= byte (+ ?x186 r262_byte)))))
(assert
 (let ((?x153 (+ 0 (* 4 (+ 16 (+ (* w263_0 8) (* w263_1 1)))))))
 (and (and (>= w263_0 0) (< w263_0 4)) (and (>= w263_1 0) (< w263_1 8)) (and (>= w263_byte 0) (< w263_byte 4)) (= byte (+ ?x153 w263_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
(let (($x295 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
(let (($x95 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x295 $x290)))
(or (or false) (not $x95))))))
(check-sat)
