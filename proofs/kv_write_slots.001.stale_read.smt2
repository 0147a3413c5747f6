; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r206_byte () Int)
(declare-fun r206_1 () Int)
(declare-fun r206_0 () Int)
(declare-fun byte () Int)
(declare-fun w207_byte () Int)
(declare-fun w207_1 () Int)
(declare-fun w207_0 () Int)
(assert
 (let ((?x118 (+ 0 (* 4 (+ 0 (+ (* r206_0 8) (* r206_1 1)))))))
 (and (and (>= r206_0 0) (< r206_0 16)) (and (>= r206_1 0) (< r206_1 8)) (and (>= r206_byte 0) (< r206_byte 4)) (= byte (+ ?x118 r206_byte)))))
(assert
 (let ((?x89 (+ 0 (* 4 (+ 16 (+ (* w207_0 8) (* w207_1 1)))))))
 (and (and (>= w207_0 0) (< w207_0 4)) (and (>= w207_1 0) (< w207_1 8)) (and (>= w207_byte 0) (< w207_byte 4)) (= byte (+ ?x89 w207_byte)))))
(assert
 (let (($x85 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x245 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x306 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 16) $x245 $x85)))
(or (or false) (not $x306))))))
(check-sat)
