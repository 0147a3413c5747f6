; program kv_write_then_attend, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r456_byte () Int)
(declare-fun r456_1 () Int)
(declare-fun r456_0 () Int)
(declare-fun byte () Int)
(declare-fun w457_byte () Int)
(declare-fun w457_1 () Int)
(declare-fun w457_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s458_byte () Int)
(declare-fun s458_1 () Int)
(declare-fun s458_0 () Int)
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r456_0 8) (* r456_1 1)))))))
 (and (and (>= r456_0 0) (< r456_0 16)) (and (>= r456_1 0) (< r456_1 8)) (and (>= r456_byte 0) (< r456_byte 4)) (= byte (+ ?x56 r456_byte)))))
(assert
 (let ((?x168 (+ 0 (* 4 (+ 32 (+ (* w457_0 8) (* w457_1 1)))))))
 (and (and (>= w457_0 0) (< w457_0 4)) (and (>= w457_1 0) (< w457_1 8)) (and (>= w457_byte 0) (< w457_byte 4)) (= byte (+ ?x168 w457_byte)))))
(assert
 (let (($x203 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x377 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x545 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x377 $x203)))
 (or (or false) (not $x545))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x56 (+ 0 (* 4 (+ 0 (+ (* r456_0 8) (* r456_1 1)))))))
 (= carried0 (+ ?x56 held_byte0))))
(assert
 (let ((?x523 (+ 0 (* 4 (+ 0 (+ (* s458_0 1) (* s458_1 8)))))))
(and (and (>= s458_0 0) (< s458_0 8)) (and (>= s458_1 0) (< s458_1 16)) (and (>= s458_byte 0) (< s458_byte 4)) (= carried0 (+ ?x523 s458_byte)))))
(check-sat)
