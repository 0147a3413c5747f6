; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r208_byte () Int)
(declare-fun r208_1 () Int)
(declare-fun r208_0 () Int)
(declare-fun byte () Int)
(declare-fun w209_byte () Int)
(declare-fun w209_1 () Int)
(declare-fun w209_0 () Int)
(assert
 (let ((?x166 (+ 0 (* 4 (+ 0 (+ (* r208_0 8) (* r208_1 1)))))))
 (and (and (>= r208_0 0) (< r208_0 16)) (and (>= r208_1 0) (< r208_1 8)) (and (>= r208_byte 0) (< r208_byte 4)) (= byte (+ ?x166 r208_byte)))))
(assert
 (let ((?x72 (+ 0 (* 4 (+ 32 (+ (* w209_0 8) (* w209_1 1)))))))
 (and (and (>= w209_0 0) (< w209_0 4)) (and (>= w209_1 0) (< w209_1 8)) (and (>= w209_byte 0) (< w209_byte 4)) (= byte (+ ?x72 w209_byte)))))
(assert
 (let (($x58 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x84 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x60 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x84 $x58)))
(or (or false) (not $x60))))))
(check-sat)
