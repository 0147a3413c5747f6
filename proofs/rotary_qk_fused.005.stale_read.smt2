; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r401_byte () Int)
(declare-fun r401_1 () Int)
(declare-fun r401_0 () Int)
(declare-fun byte () Int)
(declare-fun w402_byte () Int)
(declare-fun w402_1 () Int)
(declare-fun w402_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s403_byte () Int)
(declare-fun s403_1 () Int)
(declare-fun s403_0 () Int)
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* r401_0 24) (* r401_1 1)))))))
 (and (and (>= r401_0 0) (< r401_0 8)) (and (>= r401_1 0) (< r401_1 24)) (and (>= r401_byte 0) (< r401_byte 4)) (= byte (+ ?x370 r401_byte)))))
(assert
 (let ((?x350 (+ 0 (* 4 (+ 8 (+ (* w402_0 24) (* w402_1 1)))))))
 (and (and (>= w402_0 0) (< w402_0 8)) (and (>= w402_1 0) (< w402_1 8)) (and (>= w402_byte 0) (< w402_byte 4)) (= byte (+ ?x350 w402_byte)))))
(assert
 (let (($x538 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
 (let (($x203 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
 (let (($x371 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x203 $x538)))
 (or (or false) (not $x371))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x370 (+ 0 (* 4 (+ 0 (+ (* r401_0 24) (* r401_1 1)))))))
 (= carried0 (+ ?x370 held_byte0))))
(assert
 (let ((?x565 (+ 0 (* 4 (+ 0 (+ (* s403_0 24) (* s403_1 1)))))))
(and (and (>= s403_0 0) (< s403_0 8)) (and (>= s403_1 0) (< s403_1 24)) (and (>= s403_byte 0) (< s403_byte 4)) (= carried0 (+ ?x565 s403_byte)))))
(check-sat)
