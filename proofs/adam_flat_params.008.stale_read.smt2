; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r550_byte () Int)
(declare-fun r550_0 () Int)
(declare-fun byte () Int)
(declare-fun w551_byte () Int)
(declare-fun w551_0 () Int)
(assert
 (let (($x203 (= byte (+ (+ 0 (* 4 (+ 0 (* r550_0 1)))) r550_byte))))
 (and (and (>= r550_0 0) (< r550_0 64)) (and (>= r550_byte 0) (< r550_byte 4)) $x203)))
(assert
 (let (($x561 (= byte (+ (+ 0 (* 4 (+ 0 (* w551_0 1)))) w551_byte))))
 (and (and (>= w551_0 0) (< w551_0 32)) (and (>= w551_byte 0) (< w551_byte 4)) $x561)))
(assert
 (let (($x300 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x300))))
(check-sat)
