; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r388_byte () Int)
(declare-fun r388_1 () Int)
(declare-fun r388_0 () Int)
(declare-fun byte () Int)
(declare-fun w389_byte () Int)
(declare-fun w389_1 () Int)
(declare-fun w389_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s390_byte () Int)
(declare-fun s390_1 () Int)
(declare-fun s390_0 () Int)
(assert
 (let ((?x695 (+ 0 (* 4 (+ 0 (+ (* r388_0 16) (* r388_1 1)))))))
 (and (and (>= r388_0 0) (< r388_0 16)) (and (>= r388_1 0) (< r388_1 16)) (and (>= r388_byte 0) (< r388_byte 4)) (= byte (+ ?x695 r388_byte)))))
(assert
 (let ((?x256 (+ 0 (* 4 (+ 0 (+ (* w389_0 16) (* w389_1 1)))))))
 (and (and (>= w389_0 0) (< w389_0 4)) (and (>= w389_1 0) (< w389_1 8)) (and (>= w389_byte 0) (< w389_byte 4)) (= byte (+ ?x256 w389_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x695 (+ 0 (* 4 (+ 0 (+ (* r388_0 16) (* r388_1 1)))))))
 (= observed (+ ?x695 held_byte))))
(assert
 (let ((?x1282 (+ 0 (* 4 (+ 0 (+ (* s390_0 16) (* s390_1 1)))))))
 (and (and (>= s390_0 0) (< s390_0 4)) (and (>= s390_1 0) (< s390_1 16)) (and (>= s390_byte 0) (< s390_byte 4)) (= observed (+ ?x1282 s390_byte)))))
(assert
 (let (($x370 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x425 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x204 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x425 $x370)))
 (let (($x1150 (or false)))
 (or $x1150 (not $x204)))))))
(assert
 (let (($x245 (= (mod (mod (- (div (- observed 0) 4) 8) 16) 1) 0)))
(let (($x139 (< (div (mod (- (div (- observed 0) 4) 8) 16) 1) 8)))
(let (($x1140 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 16) 4) $x139 $x245)))
(let (($x1150 (or false)))
(or $x1150 (not $x1140)))))))
(check-sat)
