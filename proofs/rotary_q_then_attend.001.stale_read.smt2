; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r321_byte () Int)
(declare-fun r321_1 () Int)
(declare-fun r321_0 () Int)
(declare-fun byte () Int)
(declare-fun w322_byte () Int)
(declare-fun w322_1 () Int)
(declare-fun w322_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s323_byte () Int)
(declare-fun s323_1 () Int)
(declare-fun s323_0 () Int)
(assert
 (let ((?x495 (+ 0 (* 4 (+ 0 (+ (* r321_0 24) (* r321_1 1)))))))
 (and (and (>= r321_0 0) (< r321_0 8)) (and (>= r321_1 0) (< r321_1 24)) (and (>= r321_byte 0) (< r321_byte 4)) (= byte (+ ?x495 r321_byte)))))
(assert
 (let ((?x42900 (+ 0 (* 4 (+ 0 (+ (* w322_0 24) (* w322_1 1)))))))
 (and (and (>= w322_0 0) (< w322_0 8)) (and (>= w322_1 0) (< w322_1 8)) (and (>= w322_byte 0) (< w322_byte 4)) (= byte (+ ?x42900 w322_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x495 (+ 0 (* 4 (+ 0 (+ (* r321_0 24) (* r321_1 1)))))))
 (= observed (+ ?x495 held_byte))))
(assert
 (let ((?x195 (+ 0 (* 4 (+ 8 (+ (* s323_0 1) (* s323_1 24)))))))
 (and (and (>= s323_0 0) (< s323_0 8)) (and (>= s323_1 0) (< s323_1 8)) (and (>= s323_byte 0) (< s323_byte 4)) (= observed (+ ?x195 s323_byte)))))
(assert
 (let (($x1281 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x859 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x1365 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x859 $x1281)))
(or (or false) (not $x1365))))))
(check-sat)
