; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r401_byte () Int)
(declare-fun r401_1 () Int)
(declare-fun r401_0 () Int)
(declare-fun byte () Int)
(declare-fun w402_byte () Int)
(declare-fun w402_1 () Int)
(declare-fun w402_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s403_byte () Int)
(declare-fun s403_1 () Int)
(declare-fun s403_0 () Int)
(assert
 (let ((?x42299 (+ 0 (* 4 (+ 0 (+ (* r401_0 16) (* r401_1 1)))))))
 (and (and (>= r401_0 0) (< r401_0 16)) (and (>= r401_1 0) (< r401_1 16)) (and (>= r401_byte 0) (< r401_byte 4)) (= byte (+ ?x42299 r401_byte)))))
(assert
 (let ((?x1660 (+ 0 (* 4 (+ 8 (+ (* w402_0 16) (* w402_1 1)))))))
 (and (and (>= w402_0 0) (< w402_0 4)) (and (>= w402_1 0) (< w402_1 8)) (and (>= w402_byte 0) (< w402_byte 4)) (= byte (+ ?x1660 w402_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x42299 (+ 0 (* 4 (+ 0 (+ (* r401_0 16) (* r401_1 1)))))))
 (= observed (+ ?x42299 held_byte))))
(assert
 (let ((?x340 (+ 0 (* 4 (+ 0 (+ (* s403_0 16) (* s403_1 1)))))))
 (and (and (>= s403_0 0) (< s403_0 16)) (and (>= s403_1 0) (< s403_1 16)) (and (>= s403_byte 0) (< s403_byte 4)) (= observed (+ ?x340 s403_byte)))))
(assert
 (let (($x334 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x953 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x49674 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x953 $x334)))
(or (or false) (not $x49674))))))
(check-sat)
