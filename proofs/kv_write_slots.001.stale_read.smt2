; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r352_byte () Int)
(declare-fun r352_1 () Int)
(declare-fun r352_0 () Int)
(declare-fun byte () Int)
(declare-fun w353_byte () Int)
(declare-fun w353_1 () Int)
(declare-fun w353_0 () Int)
(assert
 (let ((?x1193 (+ 0 (* 4 (+ 0 (+ (* r352_0 8) (* r352_1 1)))))))
 (and (and (>= r352_0 0) (< r352_0 16)) (and (>= r352_1 0) (< r352_1 8)) (and (>= r352_byte 0) (< r352_byte 4)) (= byte (+ ?x1193 r352_byte)))))
(assert
 (let ((?x629 (+ 0 (* 4 (+ 16 (+ (* w353_0 8) (* w353_1 1)))))))
 (and (and (>= w353_0 0) (< w353_0 4)) (and (>= w353_1 0) (< w353_1 8)) (and (>= w353_byte 0) (< w353_byte 4)) (= byte (+ ?x629 w353_byte)))))
(assert
 (let (($x361 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x843 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x610 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x843 $x361)))
(or (or false) (not $x610))))))
(check-sat)
