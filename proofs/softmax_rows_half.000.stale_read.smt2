; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r595_byte () Int)
(declare-fun r595_1 () Int)
(declare-fun r595_0 () Int)
(declare-fun byte () Int)
(declare-fun w596_byte () Int)
(declare-fun w596_1 () Int)
(declare-fun w596_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s597_byte () Int)
(declare-fun s597_1 () Int)
(declare-fun s597_0 () Int)
(assert
 (let ((?x396 (+ 0 (* 4 (+ 0 (+ (* r595_0 16) (* r595_1 1)))))))
 (and (and (>= r595_0 0) (< r595_0 8)) (and (>= r595_1 0) (< r595_1 16)) (and (>= r595_byte 0) (< r595_byte 4)) (= byte (+ ?x396 r595_byte)))))
(assert
 (let ((?x542 (+ 0 (* 4 (+ 0 (+ (* w596_0 16) (* w596_1 1)))))))
 (and (and (>= w596_0 0) (< w596_0 4)) (and (>= w596_1 0) (< w596_1 16)) (and (>= w596_byte 0) (< w596_byte 4)) (= byte (+ ?x542 w596_byte)))))
(assert
 (let (($x636 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x266 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x370 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x266 $x636)))
 (or (or false) (not $x370))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x396 (+ 0 (* 4 (+ 0 (+ (* r595_0 16) (* r595_1 1)))))))
 (= carried0 (+ ?x396 held_byte0))))
(assert
 (let ((?x447 (+ 0 (* 4 (+ 64 (+ (* s597_0 16) (* s597_1 1)))))))
(and (and (>= s597_0 0) (< s597_0 4)) (and (>= s597_1 0) (< s597_1 16)) (and (>= s597_byte 0) (< s597_byte 4)) (= carried0 (+ ?x447 s597_byte)))))
(check-sat)
