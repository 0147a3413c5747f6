; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r871_byte () Int)
(declare-fun r871_1 () Int)
(declare-fun r871_0 () Int)
(declare-fun byte () Int)
(declare-fun w872_byte () Int)
(declare-fun w872_1 () Int)
(declare-fun w872_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s873_byte () Int)
(declare-fun s873_1 () Int)
(declare-fun s873_0 () Int)
(assert
 (let ((?x181 (+ 0 (* 1 (+ 0 (+ (* r871_0 16) (* r871_1 1)))))))
 (and (and (>= r871_0 0) (< r871_0 24)) (and (>= r871_1 0) (< r871_1 16)) (and (>= r871_byte 0) (< r871_byte 1)) (= byte (+ ?x181 r871_byte)))))
(assert
 (let ((?x693 (+ 0 (* 1 (+ 128 (+ (* w872_0 16) (* w872_1 1)))))))
 (and (and (>= w872_0 0) (< w872_0 8)) (and (>= w872_1 0) (< w872_1 16)) (and (>= w872_byte 0) (< w872_byte 1)) (= byte (+ ?x693 w872_byte)))))
(assert
 (let (($x508 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
 (let (($x499 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
 (let (($x475 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x499 $x508)))
 (or (or false) (not $x475))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 1))
(assert
 (let ((?x181 (+ 0 (* 1 (+ 0 (+ (* r871_0 16) (* r871_1 1)))))))
 (= carried0 (+ ?x181 held_byte0))))
(assert
 (let ((?x641 (+ 0 (* 1 (+ 0 (+ (* s873_0 16) (* s873_1 1)))))))
(and (and (>= s873_0 0) (< s873_0 24)) (and (>= s873_1 0) (< s873_1 16)) (and (>= s873_byte 0) (< s873_byte 1)) (= carried0 (+ ?x641 s873_byte)))))
(check-sat)
