; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r313_byte () Int)
(declare-fun r313_1 () Int)
(declare-fun r313_0 () Int)
(declare-fun byte () Int)
(declare-fun w314_byte () Int)
(declare-fun w314_1 () Int)
(declare-fun w314_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s315_byte () Int)
(declare-fun s315_1 () Int)
(declare-fun s315_0 () Int)
(assert
 (let ((?x44802 (+ 0 (* 4 (+ 0 (+ (* r313_0 24) (* r313_1 1)))))))
 (and (and (>= r313_0 0) (< r313_0 8)) (and (>= r313_1 0) (< r313_1 24)) (and (>= r313_byte 0) (< r313_byte 4)) (= byte (+ ?x44802 r313_byte)))))
(assert
 (let ((?x1081 (+ 0 (* 4 (+ 8 (+ (* w314_0 24) (* w314_1 1)))))))
 (and (and (>= w314_0 0) (< w314_0 8)) (and (>= w314_1 0) (< w314_1 8)) (and (>= w314_byte 0) (< w314_byte 4)) (= byte (+ ?x1081 w314_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x44802 (+ 0 (* 4 (+ 0 (+ (* r313_0 24) (* r313_1 1)))))))
 (= observed (+ ?x44802 held_byte))))
(assert
 (let ((?x402 (+ 0 (* 4 (+ 0 (+ (* s315_0 24) (* s315_1 1)))))))
 (and (and (>= s315_0 0) (< s315_0 8)) (and (>= s315_1 0) (< s315_1 24)) (and (>= s315_byte 0) (< s315_byte 4)) (= observed (+ ?x402 s315_byte)))))
(assert
 (let (($x929 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x712 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x321 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x712 $x929)))
(or (or false) (not $x321))))))
(check-sat)
