; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r449_byte () Int)
(declare-fun r449_1 () Int)
(declare-fun r449_0 () Int)
(declare-fun byte () Int)
(declare-fun w450_byte () Int)
(declare-fun w450_1 () Int)
(declare-fun w450_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s451_byte () Int)
(declare-fun s451_1 () Int)
(declare-fun s451_0 () Int)
(assert
 (let ((?x470 (+ 0 (* 4 (+ 0 (+ (* r449_0 8) (* r449_1 1)))))))
 (and (and (>= r449_0 0) (< r449_0 16)) (and (>= r449_1 0) (< r449_1 8)) (and (>= r449_byte 0) (< r449_byte 4)) (= byte (+ ?x470 r449_byte)))))
(assert
 (let ((?x480 (+ 0 (* 4 (+ 32 (+ (* w450_0 8) (* w450_1 1)))))))
 (and (and (>= w450_0 0) (< w450_0 4)) (and (>= w450_1 0) (< w450_1 8)) (and (>= w450_byte 0) (< w450_byte 4)) (= byte (+ ?x480 w450_byte)))))
(assert
 (let (($x341 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x223 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x283 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x223 $x341)))
 (or (or false) (not $x283))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x470 (+ 0 (* 4 (+ 0 (+ (* r449_0 8) (* r449_1 1)))))))
 (= carried0 (+ ?x470 held_byte0))))
(assert
 (let ((?x620 (+ 0 (* 4 (+ 0 (+ (* s451_0 8) (* s451_1 1)))))))
(and (and (>= s451_0 0) (< s451_0 16)) (and (>= s451_1 0) (< s451_1 8)) (and (>= s451_byte 0) (< s451_byte 4)) (= carried0 (+ ?x620 s451_byte)))))
(check-sat)
