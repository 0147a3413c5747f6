; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3, carried)
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
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s401_byte () Int)
(declare-fun s401_1 () Int)
(declare-fun s401_0 () Int)
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* r399_0 8) (* r399_1 1)))))))
 (and (and (>= r399_0 0) (< r399_0 16)) (and (>= r399_1 0) (< r399_1 8)) (and (>= r399_byte 0) (< r399_byte 4)) (= byte (+ ?x458 r399_byte)))))
(assert
 (let ((?x464 (+ 0 (* 4 (+ 32 (+ (* w400_0 8) (* w400_1 1)))))))
 (and (and (>= w400_0 0) (< w400_0 4)) (and (>= w400_1 0) (< w400_1 8)) (and (>= w400_byte 0) (< w400_byte 4)) (= byte (+ ?x464 w400_byte)))))
(assert
 (let (($x629 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x99 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x615 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x99 $x629)))
 (or (or false) (not $x615))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* r399_0 8) (* r399_1 1)))))))
 (= carried0 (+ ?x458 held_byte0))))
(assert
 (let ((?x46 (+ 0 (* 4 (+ 0 (+ (* s401_0 8) (* s401_1 1)))))))
(and (and (>= s401_0 0) (< s401_0 16)) (and (>= s401_1 0) (< s401_1 8)) (and (>= s401_byte 0) (< s401_byte 4)) (= carried0 (+ ?x46 s401_byte)))))
(check-sat)
