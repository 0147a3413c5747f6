; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r387_byte () Int)
(declare-fun r387_1 () Int)
(declare-fun r387_0 () Int)
(declare-fun byte () Int)
(declare-fun w388_byte () Int)
(declare-fun w388_1 () Int)
(declare-fun w388_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s389_byte () Int)
(declare-fun s389_1 () Int)
(declare-fun s389_0 () Int)
(assert
 (let ((?x1829 (+ 0 (* 4 (+ 0 (+ (* r387_0 16) (* r387_1 1)))))))
 (and (and (>= r387_0 0) (< r387_0 16)) (and (>= r387_1 0) (< r387_1 16)) (and (>= r387_byte 0) (< r387_byte 4)) (= byte (+ ?x1829 r387_byte)))))
(assert
 (let ((?x102 (+ 0 (* 4 (+ 0 (+ (* w388_0 16) (* w388_1 1)))))))
 (and (and (>= w388_0 0) (< w388_0 4)) (and (>= w388_1 0) (< w388_1 8)) (and (>= w388_byte 0) (< w388_byte 4)) (= byte (+ ?x102 w388_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1829 (+ 0 (* 4 (+ 0 (+ (* r387_0 16) (* r387_1 1)))))))
 (= observed (+ ?x1829 held_byte))))
(assert
 (let ((?x840 (+ 0 (* 4 (+ 8 (+ (* s389_0 16) (* s389_1 1)))))))
 (and (and (>= s389_0 0) (< s389_0 4)) (and (>= s389_1 0) (< s389_1 8)) (and (>= s389_byte 0) (< s389_byte 4)) (= observed (+ ?x840 s389_byte)))))
(assert
 (let (($x855 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1304 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x216 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1304 $x855)))
(or (or false) (not $x216))))))
(check-sat)
