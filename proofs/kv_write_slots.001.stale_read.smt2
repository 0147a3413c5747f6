; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r392_byte () Int)
(declare-fun r392_1 () Int)
(declare-fun r392_0 () Int)
(declare-fun byte () Int)
(declare-fun w393_byte () Int)
(declare-fun w393_1 () Int)
(declare-fun w393_0 () Int)
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* r392_0 8) (* r392_1 1)))))))
 (and (and (>= r392_0 0) (< r392_0 16)) (and (>= r392_1 0) (< r392_1 8)) (and (>= r392_byte 0) (< r392_byte 4)) (= byte (+ ?x174 r392_byte)))))
(assert
 (let ((?x302 (+ 0 (* 4 (+ 16 (+ (* w393_0 8) (* w393_1 1)))))))
 (and (and (>= w393_0 0) (< w393_0 4)) (and (>= w393_1 0) (< w393_1 8)) (and (>= w393_byte 0) (< w393_byte 4)) (= byte (+ ?x302 w393_byte)))))
(assert
 (let (($x189 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x493 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x63 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x493 $x189)))
(or (or false) (not $x63))))))
(check-sat)
