; program kv_write_k_and_v, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r354_byte () Int)
(declare-fun r354_1 () Int)
(declare-fun r354_0 () Int)
(declare-fun byte () Int)
(declare-fun w355_byte () Int)
(declare-fun w355_1 () Int)
(declare-fun w355_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s356_byte () Int)
(declare-fun s356_1 () Int)
(declare-fun s356_0 () Int)
(assert
 (let ((?x1181 (+ 0 (* 4 (+ 0 (+ (* r354_0 8) (* r354_1 1)))))))
 (and (and (>= r354_0 0) (< r354_0 16)) (and (>= r354_1 0) (< r354_1 8)) (and (>= r354_byte 0) (< r354_byte 4)) (= byte (+ ?x1181 r354_byte)))))
(assert
 (let ((?x62 (+ 0 (* 4 (+ 32 (+ (* w355_0 8) (* w355_1 1)))))))
 (and (and (>= w355_0 0) (< w355_0 4)) (and (>= w355_1 0) (< w355_1 8)) (and (>= w355_byte 0) (< w355_byte 4)) (= byte (+ ?x62 w355_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1181 (+ 0 (* 4 (+ 0 (+ (* r354_0 8) (* r354_1 1)))))))
 (= observed (+ ?x1181 held_byte))))
(assert
 (let ((?x371 (+ 0 (* 4 (+ 0 (+ (* s356_0 8) (* s356_1 1)))))))
 (and (and (>= s356_0 0) (< s356_0 16)) (and (>= s356_1 0) (< s356_1 8)) (and (>= s356_byte 0) (< s356_byte 4)) (= observed (+ ?x371 s356_byte)))))
(assert
 (let (($x1036 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
(let (($x129 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
(let (($x1049 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x129 $x1036)))
(or (or false) (not $x1049))))))
(check-sat)
