; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter_1 reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r385_byte () Int)
(declare-fun r385_1 () Int)
(declare-fun r385_0 () Int)
(declare-fun byte () Int)
(declare-fun w386_byte () Int)
(declare-fun w386_1 () Int)
(declare-fun w386_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s387_byte () Int)
(declare-fun s387_1 () Int)
(declare-fun s387_0 () Int)
(assert
 (let ((?x752 (+ 0 (* 4 (+ 0 (+ (* r385_0 16) (* r385_1 1)))))))
 (and (and (>= r385_0 0) (< r385_0 16)) (and (>= r385_1 0) (< r385_1 16)) (and (>= r385_byte 0) (< r385_byte 4)) (= byte (+ ?x752 r385_byte)))))
(assert
 (let ((?x1050 (+ 0 (* 4 (+ 0 (+ (* w386_0 16) (* w386_1 1)))))))
 (and (and (>= w386_0 0) (< w386_0 4)) (and (>= w386_1 0) (< w386_1 8)) (and (>= w386_byte 0) (< w386_byte 4)) (= byte (+ ?x1050 w386_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x752 (+ 0 (* 4 (+ 0 (+ (* r385_0 16) (* r385_1 1)))))))
 (= observed (+ ?x752 held_byte))))
(assert
 (let ((?x451 (+ 0 (* 4 (+ 8 (+ (* s387_0 16) (* s387_1 1)))))))
 (and (and (>= s387_0 0) (< s387_0 4)) (and (>= s387_1 0) (< s387_1 8)) (and (>= s387_byte 0) (< s387_byte 4)) (= observed (+ ?x451 s387_byte)))))
(assert
 (let (($x370 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x425 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x204 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x425 $x370)))
(or (or false) (not $x204))))))
(check-sat)
