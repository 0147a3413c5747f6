; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r934_byte () Int)
(declare-fun r934_1 () Int)
(declare-fun r934_0 () Int)
(declare-fun byte () Int)
(declare-fun w935_byte () Int)
(declare-fun w935_1 () Int)
(declare-fun w935_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s936_byte () Int)
(declare-fun s936_1 () Int)
(declare-fun s936_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s937_byte () Int)
(declare-fun s937_1 () Int)
(declare-fun s937_0 () Int)
(assert
 (let ((?x627 (+ 0 (* 4 (+ 0 (+ (* r934_0 32) (* r934_1 1)))))))
 (and (and (>= r934_0 0) (< r934_0 4)) (and (>= r934_1 0) (< r934_1 32)) (and (>= r934_byte 0) (< r934_byte 4)) (= byte (+ ?x627 r934_byte)))))
(assert
 (let ((?x553 (+ 0 (* 4 (+ 16 (+ (* w935_0 32) (* w935_1 1)))))))
 (and (and (>= w935_0 0) (< w935_0 4)) (and (>= w935_1 0) (< w935_1 16)) (and (>= w935_byte 0) (< w935_byte 4)) (= byte (+ ?x553 w935_byte)))))
(assert
 (let (($x444 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x726 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x410 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x726 $x444)))
 (let (($x600 (or false)))
 (or $x600 (not $x410)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x627 (+ 0 (* 4 (+ 0 (+ (* r934_0 32) (* r934_1 1)))))))
 (= carried0 (+ ?x627 held_byte0))))
(assert
 (let ((?x441 (+ 0 (* 4 (+ 0 (+ (* s936_0 32) (* s936_1 1)))))))
 (and (and (>= s936_0 0) (< s936_0 4)) (and (>= s936_1 0) (< s936_1 32)) (and (>= s936_byte 0) (< s936_byte 4)) (= carried0 (+ ?x441 s936_byte)))))
(assert
 (let (($x327 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x513 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x308 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x513 $x327)))
 (let (($x600 (or false)))
 (or $x600 (not $x308)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x441 (+ 0 (* 4 (+ 0 (+ (* s936_0 32) (* s936_1 1)))))))
 (= carried1 (+ ?x441 held_byte1))))
(assert
 (let ((?x759 (+ 0 (* 4 (+ 0 (+ (* s937_0 32) (* s937_1 1)))))))
(and (and (>= s937_0 0) (< s937_0 4)) (and (>= s937_1 0) (< s937_1 32)) (and (>= s937_byte 0) (< s937_byte 4)) (= carried1 (+ ?x759 s937_byte)))))
(check-sat)
