; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r361_byte () Int)
(declare-fun r361_1 () Int)
(declare-fun r361_0 () Int)
(declare-fun byte () Int)
(declare-fun w362_byte () Int)
(declare-fun w362_1 () Int)
(declare-fun w362_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s363_byte () Int)
(declare-fun s363_1 () Int)
(declare-fun s363_0 () Int)
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* r361_0 8) (* r361_1 1)))))))
 (and (and (>= r361_0 0) (< r361_0 16)) (and (>= r361_1 0) (< r361_1 8)) (and (>= r361_byte 0) (< r361_byte 4)) (= byte (+ ?x298 r361_byte)))))
(assert
 (let ((?x134 (+ 0 (* 4 (+ 32 (+ (* w362_0 8) (* w362_1 1)))))))
 (and (and (>= w362_0 0) (< w362_0 4)) (and (>= w362_1 0) (< w362_1 8)) (and (>= w362_byte 0) (< w362_byte 4)) (= byte (+ ?x134 w362_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x298 (+ 0 (* 4 (+ 0 (+ (* r361_0 8) (* r361_1 1)))))))
 (= observed (+ ?x298 held_byte))))
(assert
 (let ((?x1044 (+ 0 (* 4 (+ 0 (+ (* s363_0 8) (* s363_1 1)))))))
 (and (and (>= s363_0 0) (< s363_0 16)) (and (>= s363_1 0) (< s363_1 8)) (and (>= s363_byte 0) (< s363_byte 4)) (= observed (+ ?x1044 s363_byte)))))
(assert
 (let (($x753 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x321 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x324 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x321 $x753)))
(or (or false) (not $x324))))))
(check-sat)
