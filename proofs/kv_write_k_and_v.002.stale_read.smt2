; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r359_byte () Int)
(declare-fun r359_1 () Int)
(declare-fun r359_0 () Int)
(declare-fun byte () Int)
(declare-fun w360_byte () Int)
(declare-fun w360_1 () Int)
(declare-fun w360_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s361_byte () Int)
(declare-fun s361_1 () Int)
(declare-fun s361_0 () Int)
(assert
 (let ((?x955 (+ 0 (* 4 (+ 0 (+ (* r359_0 8) (* r359_1 1)))))))
 (and (and (>= r359_0 0) (< r359_0 16)) (and (>= r359_1 0) (< r359_1 8)) (and (>= r359_byte 0) (< r359_byte 4)) (= byte (+ ?x955 r359_byte)))))
(assert
 (let ((?x966 (+ 0 (* 4 (+ 32 (+ (* w360_0 8) (* w360_1 1)))))))
 (and (and (>= w360_0 0) (< w360_0 4)) (and (>= w360_1 0) (< w360_1 8)) (and (>= w360_byte 0) (< w360_byte 4)) (= byte (+ ?x966 w360_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x955 (+ 0 (* 4 (+ 0 (+ (* r359_0 8) (* r359_1 1)))))))
 (= observed (+ ?x955 held_byte))))
(assert
 (let ((?x112 (+ 0 (* 4 (+ 0 (+ (* s361_0 8) (* s361_1 1)))))))
 (and (and (>= s361_0 0) (< s361_0 16)) (and (>= s361_1 0) (< s361_1 8)) (and (>= s361_byte 0) (< s361_byte 4)) (= observed (+ ?x112 s361_byte)))))
(assert
 (let (($x492 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x1284 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x499 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x1284 $x492)))
(or (or false) (not $x499))))))
(check-sat)
