; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r286_byte () Int)
(declare-fun r286_1 () Int)
(declare-fun r286_0 () Int)
(declare-fun byte () Int)
(declare-fun w287_byte () Int)
(declare-fun w287_1 () Int)
(declare-fun w287_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r286_0 16) (* r286_1 1)))))))
 (and (and (>= r286_0 0) (< r286_0 16)) (and (>= r286_1 0) (< r286_1 16)) (and (>= r286_byte 0) (< r286_byte 4)) (= byte (+ ?x110 r286_byte)))))
(assert
 (let ((?x689 (+ 0 (* 4 (+ 0 (+ (* w287_0 16) (* w287_1 1)))))))
 (and (and (>= w287_0 0) (< w287_0 4)) (and (>= w287_1 0) (< w287_1 8)) (and (>= w287_byte 0) (< w287_byte 4)) (= byte (+ ?x689 w287_byte)))))
(assert
 (let (($x170 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x356 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x308 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x356 $x170)))
(or (or false) (not $x308))))))
(check-sat)
