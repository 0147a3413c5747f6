; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r276_byte () Int)
(declare-fun r276_1 () Int)
(declare-fun r276_0 () Int)
(declare-fun byte () Int)
(declare-fun w277_byte () Int)
(declare-fun w277_1 () Int)
(declare-fun w277_0 () Int)
(assert
 (let ((?x164 (+ 0 (* 4 (+ 0 (+ (* r276_0 8) (* r276_1 1)))))))
 (and (and (>= r276_0 0) (< r276_0 16)) (and (>= r276_1 0) (< r276_1 8)) (and (>= r276_byte 0) (< r276_byte 4)) (= byte (+ ?x164 r276_byte)))))
(assert
 (let ((?x33 (+ 0 (* 4 (+ 32 (+ (* w277_0 8) (* w277_1 1)))))))
 (and (and (>= w277_0 0) (< w277_0 4)) (and (>= w277_1 0) (< w277_1 8)) (and (>= w277_byte 0) (< w277_byte 4)) (= byte (+ ?x33 w277_byte)))))
(assert
 (let (($x538 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x2274 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x96 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x2274 $x538)))
(or (or false) (not $x96))))))
(check-sat)
