; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_1 reads arg3_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_3, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r451_byte () Int)
(declare-fun r451_1 () Int)
(declare-fun r451_0 () Int)
(declare-fun byte () Int)
(declare-fun w452_byte () Int)
(declare-fun w452_1 () Int)
(declare-fun w452_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s453_byte () Int)
(declare-fun s453_1 () Int)
(declare-fun s453_0 () Int)
(assert
 (let ((?x409 (+ 0 (* 4 (+ 0 (+ (* r451_0 8) (* r451_1 1)))))))
 (and (and (>= r451_0 0) (< r451_0 16)) (and (>= r451_1 0) (< r451_1 8)) (and (>= r451_byte 0) (< r451_byte 4)) (= byte (+ ?x409 r451_byte)))))
(assert
 (let ((?x495 (+ 0 (* 4 (+ 32 (+ (* w452_0 8) (* w452_1 1)))))))
 (and (and (>= w452_0 0) (< w452_0 4)) (and (>= w452_1 0) (< w452_1 8)) (and (>= w452_byte 0) (< w452_byte 4)) (= byte (+ ?x495 w452_byte)))))
(assert
 (let (($x203 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x569 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x308 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x569 $x203)))
 (or (or false) (not $x308))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x409 (+ 0 (* 4 (+ 0 (+ (* r451_0 8) (* r451_1 1)))))))
 (= carried0 (+ ?x409 held_byte0))))
(assert
 (let ((?x335 (+ 0 (* 4 (+ 0 (+ (* s453_0 8) (* s453_1 1)))))))
(and (and (>= s453_0 0) (< s453_0 16)) (and (>= s453_1 0) (< s453_1 8)) (and (>= s453_byte 0) (< s453_byte 4)) (= carried0 (+ ?x335 s453_byte)))))
(check-sat)
