; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r319_byte () Int)
(declare-fun r319_1 () Int)
(declare-fun r319_0 () Int)
(declare-fun byte () Int)
(declare-fun w320_byte () Int)
(declare-fun w320_1 () Int)
(declare-fun w320_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s321_byte () Int)
(declare-fun s321_1 () Int)
(declare-fun s321_0 () Int)
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* r319_0 24) (* r319_1 1)))))))
 (and (and (>= r319_0 0) (< r319_0 8)) (and (>= r319_1 0) (< r319_1 24)) (and (>= r319_byte 0) (< r319_byte 4)) (= byte (+ ?x279 r319_byte)))))
(assert
 (let ((?x501 (+ 0 (* 4 (+ 0 (+ (* w320_0 24) (* w320_1 1)))))))
 (and (and (>= w320_0 0) (< w320_0 8)) (and (>= w320_1 0) (< w320_1 8)) (and (>= w320_byte 0) (< w320_byte 4)) (= byte (+ ?x501 w320_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x279 (+ 0 (* 4 (+ 0 (+ (* r319_0 24) (* r319_1 1)))))))
 (= observed (+ ?x279 held_byte))))
(assert
 (let ((?x51 (+ 0 (* 4 (+ 8 (+ (* s321_0 1) (* s321_1 24)))))))
 (and (and (>= s321_0 0) (< s321_0 8)) (and (>= s321_1 0) (< s321_1 8)) (and (>= s321_byte 0) (< s321_byte 4)) (= observed (+ ?x51 s321_byte)))))
(assert
 (let (($x1036 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x1029 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x629 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x1029 $x1036)))
(or (or false) (not $x629))))))
(check-sat)
