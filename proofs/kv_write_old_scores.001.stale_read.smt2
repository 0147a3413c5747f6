; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r377_byte () Int)
(declare-fun r377_1 () Int)
(declare-fun r377_0 () Int)
(declare-fun byte () Int)
(declare-fun w378_byte () Int)
(declare-fun w378_1 () Int)
(declare-fun w378_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s379_byte () Int)
(declare-fun s379_1 () Int)
(declare-fun s379_0 () Int)
(assert
 (let ((?x700 (+ 0 (* 4 (+ 0 (+ (* r377_0 8) (* r377_1 1)))))))
 (and (and (>= r377_0 0) (< r377_0 16)) (and (>= r377_1 0) (< r377_1 8)) (and (>= r377_byte 0) (< r377_byte 4)) (= byte (+ ?x700 r377_byte)))))
(assert
 (let ((?x1178 (+ 0 (* 4 (+ 32 (+ (* w378_0 8) (* w378_1 1)))))))
 (and (and (>= w378_0 0) (< w378_0 4)) (and (>= w378_1 0) (< w378_1 8)) (and (>= w378_byte 0) (< w378_byte 4)) (= byte (+ ?x1178 w378_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x700 (+ 0 (* 4 (+ 0 (+ (* r377_0 8) (* r377_1 1)))))))
 (= observed (+ ?x700 held_byte))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* s379_0 8) (* s379_1 1)))))))
 (and (and (>= s379_0 0) (< s379_0 16)) (and (>= s379_1 0) (< s379_1 8)) (and (>= s379_byte 0) (< s379_byte 4)) (= observed (+ ?x258 s379_byte)))))
(assert
 (let (($x1028 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x321 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x402 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x321 $x1028)))
(or (or false) (not $x402))))))
(check-sat)
