; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r74_byte () Int)
(declare-fun r74_1 () Int)
(declare-fun r74_0 () Int)
(declare-fun byte () Int)
(declare-fun w75_byte () Int)
(declare-fun w75_1 () Int)
(declare-fun w75_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s76_byte () Int)
(declare-fun s76_1 () Int)
(declare-fun s76_0 () Int)
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* r74_0 24) (* r74_1 1)))))))
 (and (and (>= r74_0 0) (< r74_0 4)) (and (>= r74_1 0) (< r74_1 24)) (and (>= r74_byte 0) (< r74_byte 4)) (= byte (+ ?x189 r74_byte)))))
(assert
 (let ((?x185 (+ 0 (* 4 (+ 8 (+ (* w75_0 24) (* w75_1 1)))))))
 (and (and (>= w75_0 0) (< w75_0 4)) (and (>= w75_1 0) (< w75_1 8)) (and (>= w75_byte 0) (< w75_byte 4)) (= byte (+ ?x185 w75_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* r74_0 24) (* r74_1 1)))))))
 (= observed (+ ?x189 held_byte))))
(assert
 (let ((?x138 (+ 0 (* 4 (+ 0 (+ (* s76_0 24) (* s76_1 1)))))))
 (and (and (>= s76_0 0) (< s76_0 4)) (and (>= s76_1 0) (< s76_1 24)) (and (>= s76_byte 0) (< s76_byte 4)) (= observed (+ ?x138 s76_byte)))))
(assert
 (let (($x312 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
(let (($x248 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
(let (($x205 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x248 $x312)))
(or (or false) (not $x205))))))
(check-sat)
