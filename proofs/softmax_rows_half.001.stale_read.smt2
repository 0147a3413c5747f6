; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r550_byte () Int)
(declare-fun r550_1 () Int)
(declare-fun r550_0 () Int)
(declare-fun byte () Int)
(declare-fun w551_byte () Int)
(declare-fun w551_1 () Int)
(declare-fun w551_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s552_byte () Int)
(declare-fun s552_1 () Int)
(declare-fun s552_0 () Int)
(assert
 (let ((?x411 (+ 0 (* 4 (+ 0 (+ (* r550_0 16) (* r550_1 1)))))))
 (and (and (>= r550_0 0) (< r550_0 8)) (and (>= r550_1 0) (< r550_1 16)) (and (>= r550_byte 0) (< r550_byte 4)) (= byte (+ ?x411 r550_byte)))))
(assert
 (let ((?x331 (+ 0 (* 4 (+ 0 (+ (* w551_0 16) (* w551_1 1)))))))
 (and (and (>= w551_0 0) (< w551_0 4)) (and (>= w551_1 0) (< w551_1 16)) (and (>= w551_byte 0) (< w551_byte 4)) (= byte (+ ?x331 w551_byte)))))
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
 (let ((?x411 (+ 0 (* 4 (+ 0 (+ (* r550_0 16) (* r550_1 1)))))))
 (= carried0 (+ ?x411 held_byte0))))
(assert
 (let ((?x466 (+ 0 (* 4 (+ 0 (+ (* s552_0 16) (* s552_1 1)))))))
(and (and (>= s552_0 0) (< s552_0 8)) (and (>= s552_1 0) (< s552_1 16)) (and (>= s552_byte 0) (< s552_byte 4)) (= carried0 (+ ?x466 s552_byte)))))
(check-sat)
