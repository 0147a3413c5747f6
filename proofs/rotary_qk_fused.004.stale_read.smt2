; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 8) strides=(24, 1) offset=16 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r345_byte () Int)
(declare-fun r345_1 () Int)
(declare-fun r345_0 () Int)
(declare-fun byte () Int)
(declare-fun w346_byte () Int)
(declare-fun w346_1 () Int)
(declare-fun w346_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s347_byte () Int)
(declare-fun s347_1 () Int)
(declare-fun s347_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s348_byte () Int)
(declare-fun s348_1 () Int)
(declare-fun s348_0 () Int)
(assert
 (let ((?x391 (+ 0 (* 4 (+ 0 (+ (* r345_0 24) (* r345_1 1)))))))
 (and (and (>= r345_0 0) (< r345_0 8)) (and (>= r345_1 0) (< r345_1 24)) (and (>= r345_byte 0) (< r345_byte 4)) (= byte (+ ?x391 r345_byte)))))
(assert
 (let ((?x143 (+ 0 (* 4 (+ 8 (+ (* w346_0 24) (* w346_1 1)))))))
 (and (and (>= w346_0 0) (< w346_0 8)) (and (>= w346_1 0) (< w346_1 8)) (and (>= w346_byte 0) (< w346_byte 4)) (= byte (+ ?x143 w346_byte)))))
(assert
 (let (($x397 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
 (let (($x244 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
 (let (($x465 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 8) $x244 $x397)))
 (or (or false) (not $x465))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x391 (+ 0 (* 4 (+ 0 (+ (* r345_0 24) (* r345_1 1)))))))
 (= carried0 (+ ?x391 held_byte0))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 16 (+ (* s347_0 24) (* s347_1 1)))))))
 (and (and (>= s347_0 0) (< s347_0 8)) (and (>= s347_1 0) (< s347_1 8)) (and (>= s347_byte 0) (< s347_byte 4)) (= carried0 (+ ?x258 s347_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x454 (+ 0 (* 4 (+ 0 (+ (* s347_0 8) (* s347_1 1)))))))
 (= carried1 (+ ?x454 held_byte1))))
(assert
 (let ((?x407 (+ 0 (* 4 (+ 0 (+ (* s348_0 8) (* s348_1 1)))))))
(and (and (>= s348_0 0) (< s348_0 8)) (and (>= s348_1 0) (< s348_1 8)) (and (>= s348_byte 0) (< s348_byte 4)) (= carried1 (+ ?x407 s348_byte)))))
(check-sat)
