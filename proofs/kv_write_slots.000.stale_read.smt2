; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r351_byte () Int)
(declare-fun r351_1 () Int)
(declare-fun r351_0 () Int)
(declare-fun byte () Int)
(declare-fun w352_byte () Int)
(declare-fun w352_1 () Int)
(declare-fun w352_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s353_byte () Int)
(declare-fun s353_1 () Int)
(declare-fun s353_0 () Int)
(assert
 (let ((?x42284 (+ 0 (* 4 (+ 0 (+ (* r351_0 8) (* r351_1 1)))))))
 (and (and (>= r351_0 0) (< r351_0 16)) (and (>= r351_1 0) (< r351_1 8)) (and (>= r351_byte 0) (< r351_byte 4)) (= byte (+ ?x42284 r351_byte)))))
(assert
 (let ((?x196 (+ 0 (* 4 (+ 16 (+ (* w352_0 8) (* w352_1 1)))))))
 (and (and (>= w352_0 0) (< w352_0 4)) (and (>= w352_1 0) (< w352_1 8)) (and (>= w352_byte 0) (< w352_byte 4)) (= byte (+ ?x196 w352_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x42284 (+ 0 (* 4 (+ 0 (+ (* r351_0 8) (* r351_1 1)))))))
 (= observed (+ ?x42284 held_byte))))
(assert
 (let ((?x117 (+ 0 (* 4 (+ 0 (+ (* s353_0 8) (* s353_1 1)))))))
 (and (and (>= s353_0 0) (< s353_0 16)) (and (>= s353_1 0) (< s353_1 8)) (and (>= s353_byte 0) (< s353_byte 4)) (= observed (+ ?x117 s353_byte)))))
(assert
 (let (($x948 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
(let (($x503 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
(let (($x227 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x503 $x948)))
(or (or false) (not $x227))))))
(check-sat)
