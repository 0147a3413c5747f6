; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads slice_3 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r382_byte () Int)
(declare-fun r382_1 () Int)
(declare-fun r382_0 () Int)
(declare-fun byte () Int)
(declare-fun w383_byte () Int)
(declare-fun w383_1 () Int)
(declare-fun w383_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s384_byte () Int)
(declare-fun s384_1 () Int)
(declare-fun s384_0 () Int)
(assert
 (let ((?x1668 (+ 0 (* 4 (+ 0 (+ (* r382_0 16) (* r382_1 1)))))))
 (and (and (>= r382_0 0) (< r382_0 4)) (and (>= r382_1 0) (< r382_1 16)) (and (>= r382_byte 0) (< r382_byte 4)) (= byte (+ ?x1668 r382_byte)))))
(assert
 (let ((?x129 (+ 0 (* 4 (+ 0 (+ (* w383_0 16) (* w383_1 1)))))))
 (and (and (>= w383_0 0) (< w383_0 4)) (and (>= w383_1 0) (< w383_1 8)) (and (>= w383_byte 0) (< w383_byte 4)) (= byte (+ ?x129 w383_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1668 (+ 0 (* 4 (+ 0 (+ (* r382_0 16) (* r382_1 1)))))))
 (= observed (+ ?x1668 held_byte))))
(assert
 (let ((?x872 (+ 0 (* 4 (+ 0 (+ (* s384_0 16) (* s384_1 1)))))))
 (and (and (>= s384_0 0) (< s384_0 4)) (and (>= s384_1 0) (< s384_1 16)) (and (>= s384_byte 0) (< s384_byte 4)) (= observed (+ ?x872 s384_byte)))))
(assert
 (let (($x370 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x319 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x88 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x319 $x370)))
(or (or false) (not $x88))))))
(check-sat)
