; program fused_qkv_columns, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(4, 8) strides=(24, 1) offset=16 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r79_byte () Int)
(declare-fun r79_1 () Int)
(declare-fun r79_0 () Int)
(declare-fun byte () Int)
(declare-fun w80_byte () Int)
(declare-fun w80_1 () Int)
(declare-fun w80_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s81_byte () Int)
(declare-fun s81_1 () Int)
(declare-fun s81_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s82_byte () Int)
(declare-fun s82_1 () Int)
(declare-fun s82_0 () Int)
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* r79_0 24) (* r79_1 1)))))))
 (and (and (>= r79_0 0) (< r79_0 4)) (and (>= r79_1 0) (< r79_1 24)) (and (>= r79_byte 0) (< r79_byte 4)) (= byte (+ ?x55 r79_byte)))))
(assert
 (let ((?x255 (+ 0 (* 4 (+ 8 (+ (* w80_0 24) (* w80_1 1)))))))
 (and (and (>= w80_0 0) (< w80_0 4)) (and (>= w80_1 0) (< w80_1 8)) (and (>= w80_byte 0) (< w80_byte 4)) (= byte (+ ?x255 w80_byte)))))
(assert
 (let (($x277 (= (mod (mod (- (div (- byte 0) 4) 8) 24) 1) 0)))
 (let (($x41 (< (div (mod (- (div (- byte 0) 4) 8) 24) 1) 8)))
 (let (($x373 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 24) 4) $x41 $x277)))
 (or (or false) (not $x373))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x55 (+ 0 (* 4 (+ 0 (+ (* r79_0 24) (* r79_1 1)))))))
 (= carried0 (+ ?x55 held_byte0))))
(assert
 (let ((?x287 (+ 0 (* 4 (+ 16 (+ (* s81_0 24) (* s81_1 1)))))))
 (and (and (>= s81_0 0) (< s81_0 4)) (and (>= s81_1 0) (< s81_1 8)) (and (>= s81_byte 0) (< s81_byte 4)) (= carried0 (+ ?x287 s81_byte)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x317 (+ 0 (* 4 (+ 0 (+ (* s81_0 8) (* s81_1 1)))))))
 (= carried1 (+ ?x317 held_byte1))))
(assert
 (let ((?x225 (+ 0 (* 4 (+ 0 (+ (* s82_0 8) (* s82_1 1)))))))
(and (and (>= s82_0 0) (< s82_0 4)) (and (>= s82_1 0) (< s82_1 8)) (and (>= s82_byte 0) (< s82_byte 4)) (= carried1 (+ ?x225 s82_byte)))))
(check-sat)
