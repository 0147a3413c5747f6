; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r399_byte () Int)
(declare-fun r399_1 () Int)
(declare-fun r399_0 () Int)
(declare-fun byte () Int)
(declare-fun w400_byte () Int)
(declare-fun w400_1 () Int)
(declare-fun w400_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s401_byte () Int)
(declare-fun s401_1 () Int)
(declare-fun s401_0 () Int)
(assert
 (let ((?x1192 (+ 0 (* 4 (+ 0 (+ (* r399_0 16) (* r399_1 1)))))))
 (and (and (>= r399_0 0) (< r399_0 16)) (and (>= r399_1 0) (< r399_1 16)) (and (>= r399_byte 0) (< r399_byte 4)) (= byte (+ ?x1192 r399_byte)))))
(assert
 (let ((?x696 (+ 0 (* 4 (+ 8 (+ (* w400_0 16) (* w400_1 1)))))))
 (and (and (>= w400_0 0) (< w400_0 4)) (and (>= w400_1 0) (< w400_1 8)) (and (>= w400_byte 0) (< w400_byte 4)) (= byte (+ ?x696 w400_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1192 (+ 0 (* 4 (+ 0 (+ (* r399_0 16) (* r399_1 1)))))))
 (= observed (+ ?x1192 held_byte))))
(assert
 (let ((?x1145 (+ 0 (* 4 (+ 0 (+ (* s401_0 16) (* s401_1 1)))))))
 (and (and (>= s401_0 0) (< s401_0 16)) (and (>= s401_1 0) (< s401_1 16)) (and (>= s401_byte 0) (< s401_byte 4)) (= observed (+ ?x1145 s401_byte)))))
(assert
 (let (($x678 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x458 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x112 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x458 $x678)))
(or (or false) (not $x112))))))
(check-sat)
