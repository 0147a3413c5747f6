; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r454_byte () Int)
(declare-fun r454_1 () Int)
(declare-fun r454_0 () Int)
(declare-fun byte () Int)
(declare-fun w455_byte () Int)
(declare-fun w455_1 () Int)
(declare-fun w455_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s456_byte () Int)
(declare-fun s456_1 () Int)
(declare-fun s456_0 () Int)
(assert
 (let ((?x86 (+ 0 (* 4 (+ 0 (+ (* r454_0 8) (* r454_1 1)))))))
 (and (and (>= r454_0 0) (< r454_0 16)) (and (>= r454_1 0) (< r454_1 8)) (and (>= r454_byte 0) (< r454_byte 4)) (= byte (+ ?x86 r454_byte)))))
(assert
 (let ((?x292 (+ 0 (* 4 (+ 32 (+ (* w455_0 8) (* w455_1 1)))))))
 (and (and (>= w455_0 0) (< w455_0 4)) (and (>= w455_1 0) (< w455_1 8)) (and (>= w455_byte 0) (< w455_byte 4)) (= byte (+ ?x292 w455_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x388 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x376 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x388 $x455)))
 (or (or false) (not $x376))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x86 (+ 0 (* 4 (+ 0 (+ (* r454_0 8) (* r454_1 1)))))))
 (= carried0 (+ ?x86 held_byte0))))
(assert
 (let ((?x495 (+ 0 (* 4 (+ 0 (+ (* s456_0 1) (* s456_1 8)))))))
(and (and (>= s456_0 0) (< s456_0 8)) (and (>= s456_1 0) (< s456_1 16)) (and (>= s456_byte 0) (< s456_byte 4)) (= carried0 (+ ?x495 s456_byte)))))
(check-sat)
