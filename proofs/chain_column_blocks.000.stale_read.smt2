; program chain_column_blocks, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r838_byte () Int)
(declare-fun r838_1 () Int)
(declare-fun r838_0 () Int)
(declare-fun byte () Int)
(declare-fun w839_byte () Int)
(declare-fun w839_1 () Int)
(declare-fun w839_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s840_byte () Int)
(declare-fun s840_1 () Int)
(declare-fun s840_0 () Int)
(assert
 (let ((?x105 (+ 0 (* 4 (+ 0 (+ (* r838_0 32) (* r838_1 1)))))))
 (and (and (>= r838_0 0) (< r838_0 8)) (and (>= r838_1 0) (< r838_1 32)) (and (>= r838_byte 0) (< r838_byte 4)) (= byte (+ ?x105 r838_byte)))))
(assert
 (let ((?x146 (+ 0 (* 4 (+ 0 (+ (* w839_0 32) (* w839_1 1)))))))
 (and (and (>= w839_0 0) (< w839_0 8)) (and (>= w839_1 0) (< w839_1 8)) (and (>= w839_byte 0) (< w839_byte 4)) (= byte (+ ?x146 w839_byte)))))
(assert
 (let (($x570 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x423 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 8)))
 (let (($x539 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x423 $x570)))
 (or (or false) (not $x539))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x105 (+ 0 (* 4 (+ 0 (+ (* r838_0 32) (* r838_1 1)))))))
 (= carried0 (+ ?x105 held_byte0))))
(assert
 (let ((?x62 (+ 0 (* 4 (+ 8 (+ (* s840_0 32) (* s840_1 1)))))))
(and (and (>= s840_0 0) (< s840_0 8)) (and (>= s840_1 0) (< s840_1 8)) (and (>= s840_byte 0) (< s840_byte 4)) (= carried0 (+ ?x62 s840_byte)))))
(check-sat)
