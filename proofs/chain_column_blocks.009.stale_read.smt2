; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_3.x_ptr: stale read (slice_scatter_3 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_3 x_ptr=slice_10, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r593_byte () Int)
(declare-fun r593_1 () Int)
(declare-fun r593_0 () Int)
(declare-fun byte () Int)
(declare-fun w594_byte () Int)
(declare-fun w594_1 () Int)
(declare-fun w594_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s595_byte () Int)
(declare-fun s595_1 () Int)
(declare-fun s595_0 () Int)
(assert
 (let ((?x49468 (+ 0 (* 4 (+ 0 (+ (* r593_0 32) (* r593_1 1)))))))
 (and (and (>= r593_0 0) (< r593_0 8)) (and (>= r593_1 0) (< r593_1 32)) (and (>= r593_byte 0) (< r593_byte 4)) (= byte (+ ?x49468 r593_byte)))))
(assert
 (let ((?x699 (+ 0 (* 4 (+ 24 (+ (* w594_0 32) (* w594_1 1)))))))
 (and (and (>= w594_0 0) (< w594_0 8)) (and (>= w594_1 0) (< w594_1 8)) (and (>= w594_byte 0) (< w594_byte 4)) (= byte (+ ?x699 w594_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x49468 (+ 0 (* 4 (+ 0 (+ (* r593_0 32) (* r593_1 1)))))))
 (= observed (+ ?x49468 held_byte))))
(assert
 (let ((?x14157 (+ 0 (* 4 (+ 0 (+ (* s595_0 32) (* s595_1 1)))))))
 (and (and (>= s595_0 0) (< s595_0 8)) (and (>= s595_1 0) (< s595_1 32)) (and (>= s595_byte 0) (< s595_byte 4)) (= observed (+ ?x14157 s595_byte)))))
(assert
 (let (($x25396 (= (mod (mod (- (div (- byte 0) 4) 24) 32) 1) 0)))
(let (($x465 (< (div (mod (- (div (- byte 0) 4) 24) 32) 1) 8)))
(let (($x585 (and (>= (- (div (- byte 0) 4) 24) 0) (< (div (- (div (- byte 0) 4) 24) 32) 8) $x465 $x25396)))
(or (or false) (not $x585))))))
(check-sat)
