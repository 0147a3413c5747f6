; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_2 reads slice_11 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r398_byte () Int)
(declare-fun r398_1 () Int)
(declare-fun r398_0 () Int)
(declare-fun byte () Int)
(declare-fun w399_byte () Int)
(declare-fun w399_1 () Int)
(declare-fun w399_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s400_byte () Int)
(declare-fun s400_1 () Int)
(declare-fun s400_0 () Int)
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* r398_0 16) (* r398_1 1)))))))
 (and (and (>= r398_0 0) (< r398_0 4)) (and (>= r398_1 0) (< r398_1 16)) (and (>= r398_byte 0) (< r398_byte 4)) (= byte (+ ?x509 r398_byte)))))
(assert
 (let ((?x1649 (+ 0 (* 4 (+ 8 (+ (* w399_0 16) (* w399_1 1)))))))
 (and (and (>= w399_0 0) (< w399_0 4)) (and (>= w399_1 0) (< w399_1 8)) (and (>= w399_byte 0) (< w399_byte 4)) (= byte (+ ?x1649 w399_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x509 (+ 0 (* 4 (+ 0 (+ (* r398_0 16) (* r398_1 1)))))))
 (= observed (+ ?x509 held_byte))))
(assert
 (let ((?x314 (+ 0 (* 4 (+ 0 (+ (* s400_0 16) (* s400_1 1)))))))
 (and (and (>= s400_0 0) (< s400_0 4)) (and (>= s400_1 0) (< s400_1 16)) (and (>= s400_byte 0) (< s400_byte 4)) (= observed (+ ?x314 s400_byte)))))
(assert
 (let (($x165 (= (mod (mod (- (div (- byte 0) 4) 8) 16) 1) 0)))
(let (($x1178 (< (div (mod (- (div (- byte 0) 4) 8) 16) 1) 8)))
(let (($x282 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 16) 4) $x1178 $x165)))
(or (or false) (not $x282))))))
(check-sat)
