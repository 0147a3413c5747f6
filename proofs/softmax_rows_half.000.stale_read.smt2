; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r547_byte () Int)
(declare-fun r547_1 () Int)
(declare-fun r547_0 () Int)
(declare-fun byte () Int)
(declare-fun w548_byte () Int)
(declare-fun w548_1 () Int)
(declare-fun w548_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s549_byte () Int)
(declare-fun s549_1 () Int)
(declare-fun s549_0 () Int)
(assert
 (let ((?x640 (+ 0 (* 4 (+ 0 (+ (* r547_0 16) (* r547_1 1)))))))
 (and (and (>= r547_0 0) (< r547_0 8)) (and (>= r547_1 0) (< r547_1 16)) (and (>= r547_byte 0) (< r547_byte 4)) (= byte (+ ?x640 r547_byte)))))
(assert
 (let ((?x459 (+ 0 (* 4 (+ 0 (+ (* w548_0 16) (* w548_1 1)))))))
 (and (and (>= w548_0 0) (< w548_0 4)) (and (>= w548_1 0) (< w548_1 16)) (and (>= w548_byte 0) (< w548_byte 4)) (= byte (+ ?x459 w548_byte)))))
(assert
 (let (($x559 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
 (let (($x514 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
 (let (($x552 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x514 $x559)))
 (or (or false) (not $x552))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x640 (+ 0 (* 4 (+ 0 (+ (* r547_0 16) (* r547_1 1)))))))
 (= carried0 (+ ?x640 held_byte0))))
(assert
 (let ((?x565 (+ 0 (* 4 (+ 64 (+ (* s549_0 16) (* s549_1 1)))))))
(and (and (>= s549_0 0) (< s549_0 4)) (and (>= s549_1 0) (< s549_1 16)) (and (>= s549_byte 0) (< s549_byte 4)) (= carried0 (+ ?x565 s549_byte)))))
(check-sat)
