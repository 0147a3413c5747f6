; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r310_byte () Int)
(declare-fun r310_1 () Int)
(declare-fun r310_0 () Int)
(declare-fun byte () Int)
(declare-fun w311_byte () Int)
(declare-fun w311_1 () Int)
(declare-fun w311_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s312_byte () Int)
(declare-fun s312_1 () Int)
(declare-fun s312_0 () Int)
(assert
 (let ((?x365 (+ 0 (* 4 (+ 0 (+ (* r310_0 24) (* r310_1 1)))))))
 (and (and (>= r310_0 0) (< r310_0 8)) (and (>= r310_1 0) (< r310_1 24)) (and (>= r310_byte 0) (< r310_byte 4)) (= byte (+ ?x365 r310_byte)))))
(assert
 (let ((?x326 (+ 0 (* 4 (+ 8 (+ (* w311_0 24) (* w311_1 1)))))))
 (and (and (>= w311_0 0) (< w311_0 8)) (and (>= w311_1 0) (< w311_1 8)) (and (>= w311_byte 0) (< w311_byte 4)) (= byte (+ ?x326 w311_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x365 (+ 0 (* 4 (+ 0 (+ (* r310_0 24) (* r310_1 1)))))))
 (= observed (+ ?x365 held_byte))))
(assert
 (let ((?x970 (+ 0 (* 4 (+ 16 (+ (* s312_0 24) (* s312_1 1)))))))
 (and (and (>= s312_0 0) (< s312_0 8)) (and (>= s312_1 0) (< s312_1 8)) (and (>= s312_byte 0) (< s312_byte 4)) (= observed (+ ?x970 s312_byte)))))
(assert
 (let (($x929 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x712 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x321 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x712 $x929)))
(or (or false) (not $x321))))))
(check-sat)
