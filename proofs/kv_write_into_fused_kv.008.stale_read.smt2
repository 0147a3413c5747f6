; program kv_write_into_fused_kv, triton_kernel_wrapper_functional_proxy_1.dst_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 dst_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r455_byte () Int)
(declare-fun r455_1 () Int)
(declare-fun r455_0 () Int)
(declare-fun byte () Int)
(declare-fun w456_byte () Int)
(declare-fun w456_1 () Int)
(declare-fun w456_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s457_byte () Int)
(declare-fun s457_1 () Int)
(declare-fun s457_0 () Int)
(assert
 (let ((?x359 (+ 0 (* 4 (+ 0 (+ (* r455_0 16) (* r455_1 1)))))))
 (and (and (>= r455_0 0) (< r455_0 16)) (and (>= r455_1 0) (< r455_1 16)) (and (>= r455_byte 0) (< r455_byte 4)) (= byte (+ ?x359 r455_byte)))))
(assert
 (let ((?x613 (+ 0 (* 4 (+ 8 (+ (* w456_0 16) (* w456_1 1)))))))
 (and (and (>= w456_0 0) (< w456_0 4)) (and (>= w456_1 0) (< w456_1 8)) (and (>= w456_byte 0) (< w456_byte 4)) (= byte (+ ?x613 w456_byte)))))
(assert
 (let (($x46 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x279 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x554 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x279 $x46)))
 (or (or false) (not $x554))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x359 (+ 0 (* 4 (+ 0 (+ (* r455_0 16) (* r455_1 1)))))))
 (= carried0 (+ ?x359 held_byte0))))
(assert
 (let ((?x597 (+ 0 (* 4 (+ 0 (+ (* s457_0 16) (* s457_1 1)))))))
(and (and (>= s457_0 0) (< s457_0 16)) (and (>= s457_1 0) (< s457_1 16)) (and (>= s457_byte 0) (< s457_byte 4)) (= carried0 (+ ?x597 s457_byte)))))
(check-sat)
