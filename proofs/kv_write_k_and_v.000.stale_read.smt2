; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r394_byte () Int)
(declare-fun r394_1 () Int)
(declare-fun r394_0 () Int)
(declare-fun byte () Int)
(declare-fun w395_byte () Int)
(declare-fun w395_1 () Int)
(declare-fun w395_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s396_byte () Int)
(declare-fun s396_1 () Int)
(declare-fun s396_0 () Int)
(assert
 (let ((?x172 (+ 0 (* 4 (+ 0 (+ (* r394_0 8) (* r394_1 1)))))))
 (and (and (>= r394_0 0) (< r394_0 16)) (and (>= r394_1 0) (< r394_1 8)) (and (>= r394_byte 0) (< r394_byte 4)) (= byte (+ ?x172 r394_byte)))))
(assert
 (let ((?x223 (+ 0 (* 4 (+ 32 (+ (* w395_0 8) (* w395_1 1)))))))
 (and (and (>= w395_0 0) (< w395_0 4)) (and (>= w395_1 0) (< w395_1 8)) (and (>= w395_byte 0) (< w395_byte 4)) (= byte (+ ?x223 w395_byte)))))
(assert
 (let (($x491 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x533 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x494 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x533 $x491)))
 (or (or false) (not $x494))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x172 (+ 0 (* 4 (+ 0 (+ (* r394_0 8) (* r394_1 1)))))))
 (= carried0 (+ ?x172 held_byte0))))
(assert
 (let ((?x593 (+ 0 (* 4 (+ 0 (+ (* s396_0 8) (* s396_1 1)))))))
(and (and (>= s396_0 0) (< s396_0 16)) (and (>= s396_1 0) (< s396_1 8)) (and (>= s396_byte 0) (< s396_byte 4)) (= carried0 (+ ?x593 s396_byte)))))
(check-sat)
