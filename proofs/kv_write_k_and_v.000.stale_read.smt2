; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r446_byte () Int)
(declare-fun r446_1 () Int)
(declare-fun r446_0 () Int)
(declare-fun byte () Int)
(declare-fun w447_byte () Int)
(declare-fun w447_1 () Int)
(declare-fun w447_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s448_byte () Int)
(declare-fun s448_1 () Int)
(declare-fun s448_0 () Int)
(assert
 (let ((?x282 (+ 0 (* 4 (+ 0 (+ (* r446_0 8) (* r446_1 1)))))))
 (and (and (>= r446_0 0) (< r446_0 16)) (and (>= r446_1 0) (< r446_1 8)) (and (>= r446_byte 0) (< r446_byte 4)) (= byte (+ ?x282 r446_byte)))))
(assert
 (let ((?x611 (+ 0 (* 4 (+ 32 (+ (* w447_0 8) (* w447_1 1)))))))
 (and (and (>= w447_0 0) (< w447_0 4)) (and (>= w447_1 0) (< w447_1 8)) (and (>= w447_byte 0) (< w447_byte 4)) (= byte (+ ?x611 w447_byte)))))
(assert
 (let (($x168 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x202 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x188 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x202 $x168)))
 (or (or false) (not $x188))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x282 (+ 0 (* 4 (+ 0 (+ (* r446_0 8) (* r446_1 1)))))))
 (= carried0 (+ ?x282 held_byte0))))
(assert
 (let ((?x458 (+ 0 (* 4 (+ 0 (+ (* s448_0 8) (* s448_1 1)))))))
(and (and (>= s448_0 0) (< s448_0 16)) (and (>= s448_1 0) (< s448_1 8)) (and (>= s448_byte 0) (< s448_byte 4)) (= carried0 (+ ?x458 s448_byte)))))
(check-sat)
