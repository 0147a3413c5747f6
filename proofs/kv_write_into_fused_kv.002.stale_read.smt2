; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r390_byte () Int)
(declare-fun r390_1 () Int)
(declare-fun r390_0 () Int)
(declare-fun byte () Int)
(declare-fun w391_byte () Int)
(declare-fun w391_1 () Int)
(declare-fun w391_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s392_byte () Int)
(declare-fun s392_1 () Int)
(declare-fun s392_0 () Int)
(assert
 (let ((?x78 (+ 0 (* 4 (+ 0 (+ (* r390_0 16) (* r390_1 1)))))))
 (and (and (>= r390_0 0) (< r390_0 16)) (and (>= r390_1 0) (< r390_1 16)) (and (>= r390_byte 0) (< r390_byte 4)) (= byte (+ ?x78 r390_byte)))))
(assert
 (let ((?x465 (+ 0 (* 4 (+ 0 (+ (* w391_0 16) (* w391_1 1)))))))
 (and (and (>= w391_0 0) (< w391_0 4)) (and (>= w391_1 0) (< w391_1 8)) (and (>= w391_byte 0) (< w391_byte 4)) (= byte (+ ?x465 w391_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x78 (+ 0 (* 4 (+ 0 (+ (* r390_0 16) (* r390_1 1)))))))
 (= observed (+ ?x78 held_byte))))
(assert
 (let ((?x1401 (+ 0 (* 4 (+ 0 (+ (* s392_0 16) (* s392_1 1)))))))
 (and (and (>= s392_0 0) (< s392_0 4)) (and (>= s392_1 0) (< s392_1 16)) (and (>= s392_byte 0) (< s392_byte 4)) (= observed (+ ?x1401 s392_byte)))))
(assert
 (let (($x855 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x1304 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x216 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1304 $x855)))
 (let (($x702 (or false)))
 (or $x702 (not $x216)))))))
(assert
 (let (($x616 (= (mod (mod (- (div (- observed 0) 4) 8) 16) 1) 0)))
(let (($x1158 (< (div (mod (- (div (- observed 0) 4) 8) 16) 1) 8)))
(let (($x424 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 16) 4) $x1158 $x616)))
(let (($x702 (or false)))
(or $x702 (not $x424)))))))
(check-sat)
