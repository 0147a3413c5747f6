; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r645_byte () Int)
(declare-fun r645_1 () Int)
(declare-fun r645_0 () Int)
(declare-fun byte () Int)
(declare-fun w646_byte () Int)
(declare-fun w646_1 () Int)
(declare-fun w646_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s647_byte () Int)
(declare-fun s647_1 () Int)
(declare-fun s647_0 () Int)
(assert
 (let ((?x1041 (+ 0 (* 4 (+ 0 (+ (* r645_0 32) (* r645_1 1)))))))
 (and (and (>= r645_0 0) (< r645_0 4)) (and (>= r645_1 0) (< r645_1 32)) (and (>= r645_byte 0) (< r645_byte 4)) (= byte (+ ?x1041 r645_byte)))))
(assert
 (let ((?x398 (+ 0 (* 4 (+ 16 (+ (* w646_0 32) (* w646_1 1)))))))
 (and (and (>= w646_0 0) (< w646_0 4)) (and (>= w646_1 0) (< w646_1 16)) (and (>= w646_byte 0) (< w646_byte 4)) (= byte (+ ?x398 w646_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1041 (+ 0 (* 4 (+ 0 (+ (* r645_0 32) (* r645_1 1)))))))
 (= observed (+ ?x1041 held_byte))))
(assert
 (let ((?x49651 (+ 0 (* 4 (+ 0 (+ (* s647_0 32) (* s647_1 1)))))))
 (and (and (>= s647_0 0) (< s647_0 4)) (and (>= s647_1 0) (< s647_1 32)) (and (>= s647_byte 0) (< s647_byte 4)) (= observed (+ ?x49651 s647_byte)))))
(assert
 (let (($x267 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x114 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x507 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x114 $x267)))
 (let (($x560 (or false)))
 (or $x560 (not $x507)))))))
(assert
 (let (($x416 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x324 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 16)))
(let (($x44799 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 4) $x324 $x416)))
(let (($x560 (or false)))
(or $x560 (not $x44799)))))))
(check-sat)
