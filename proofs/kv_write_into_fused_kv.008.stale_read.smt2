; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r507_byte () Int)
(declare-fun r507_1 () Int)
(declare-fun r507_0 () Int)
(declare-fun byte () Int)
(declare-fun w508_byte () Int)
(declare-fun w508_1 () Int)
(declare-fun w508_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s509_byte () Int)
(declare-fun s509_1 () Int)
(declare-fun s509_0 () Int)
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r507_0 16) (* r507_1 1)))))))
 (and (and (>= r507_0 0) (< r507_0 16)) (and (>= r507_1 0) (< r507_1 16)) (and (>= r507_byte 0) (< r507_byte 4)) (= byte (+ ?x221 r507_byte)))))
(assert
 (let ((?x470 (+ 0 (* 4 (+ 8 (+ (* w508_0 16) (* w508_1 1)))))))
 (and (and (>= w508_0 0) (< w508_0 4)) (and (>= w508_1 0) (< w508_1 8)) (and (>= w508_byte 0) (< w508_byte 4)) (= byte (+ ?x470 w508_byte)))))
(assert
 (let (($x123 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x409 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x594 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x409 $x123)))
 (or (or false) (not $x594))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* r507_0 16) (* r507_1 1)))))))
 (= carried0 (+ ?x221 held_byte0))))
(assert
 (let ((?x419 (+ 0 (* 4 (+ 0 (+ (* s509_0 16) (* s509_1 1)))))))
(and (and (>= s509_0 0) (< s509_0 16)) (and (>= s509_1 0) (< s509_1 16)) (and (>= s509_byte 0) (< s509_byte 4)) (= carried0 (+ ?x419 s509_byte)))))
(check-sat)
