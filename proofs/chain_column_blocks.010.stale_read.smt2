; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r927_byte () Int)
(declare-fun r927_1 () Int)
(declare-fun r927_0 () Int)
(declare-fun byte () Int)
(declare-fun w928_byte () Int)
(declare-fun w928_1 () Int)
(declare-fun w928_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s929_byte () Int)
(declare-fun s929_1 () Int)
(declare-fun s929_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s930_byte () Int)
(declare-fun s930_1 () Int)
(declare-fun s930_0 () Int)
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* r927_0 32) (* r927_1 1)))))))
 (and (and (>= r927_0 0) (< r927_0 8)) (and (>= r927_1 0) (< r927_1 32)) (and (>= r927_byte 0) (< r927_byte 4)) (= byte (+ ?x180 r927_byte)))))
(assert
 (let ((?x28 (+ 0 (* 4 (+ 16 (+ (* w928_0 32) (* w928_1 1)))))))
 (and (and (>= w928_0 0) (< w928_0 8)) (and (>= w928_1 0) (< w928_1 8)) (and (>= w928_byte 0) (< w928_byte 4)) (= byte (+ ?x28 w928_byte)))))
(assert
 (let (($x431 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x421 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x696 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x421 $x431)))
 (let (($x638 (or false)))
 (or $x638 (not $x696)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* r927_0 32) (* r927_1 1)))))))
 (= carried0 (+ ?x180 held_byte0))))
(assert
 (let ((?x124 (+ 0 (* 4 (+ 0 (+ (* s929_0 32) (* s929_1 1)))))))
 (and (and (>= s929_0 0) (< s929_0 8)) (and (>= s929_1 0) (< s929_1 32)) (and (>= s929_byte 0) (< s929_byte 4)) (= carried0 (+ ?x124 s929_byte)))))
(assert
 (let (($x197 (= (mod (mod (- (div (- carried0 0) 4) 24) 32) 1) 0)))
 (let (($x289 (< (div (mod (- (div (- carried0 0) 4) 24) 32) 1) 8)))
 (let (($x533 (and (>= (- (div (- carried0 0) 4) 24) 0) (< (div (- (div (- carried0 0) 4) 24) 32) 8) $x289 $x197)))
 (let (($x638 (or false)))
 (or $x638 (not $x533)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x124 (+ 0 (* 4 (+ 0 (+ (* s929_0 32) (* s929_1 1)))))))
 (= carried1 (+ ?x124 held_byte1))))
(assert
 (let ((?x454 (+ 0 (* 4 (+ 0 (+ (* s930_0 32) (* s930_1 1)))))))
(and (and (>= s930_0 0) (< s930_0 8)) (and (>= s930_1 0) (< s930_1 32)) (and (>= s930_byte 0) (< s930_byte 4)) (= carried1 (+ ?x454 s930_byte)))))
(check-sat)
