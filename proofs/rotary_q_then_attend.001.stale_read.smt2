; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r409_byte () Int)
(declare-fun r409_1 () Int)
(declare-fun r409_0 () Int)
(declare-fun byte () Int)
(declare-fun w410_byte () Int)
(declare-fun w410_1 () Int)
(declare-fun w410_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s411_byte () Int)
(declare-fun s411_1 () Int)
(declare-fun s411_0 () Int)
(assert
 (let ((?x375 (+ 0 (* 4 (+ 0 (+ (* r409_0 24) (* r409_1 1)))))))
 (and (and (>= r409_0 0) (< r409_0 8)) (and (>= r409_1 0) (< r409_1 24)) (and (>= r409_byte 0) (< r409_byte 4)) (= byte (+ ?x375 r409_byte)))))
(assert
 (let ((?x485 (+ 0 (* 4 (+ 0 (+ (* w410_0 24) (* w410_1 1)))))))
 (and (and (>= w410_0 0) (< w410_0 8)) (and (>= w410_1 0) (< w410_1 8)) (and (>= w410_byte 0) (< w410_byte 4)) (= byte (+ ?x485 w410_byte)))))
(assert
 (let (($x564 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x433 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x187 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x433 $x564)))
 (or (or false) (not $x187))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x375 (+ 0 (* 4 (+ 0 (+ (* r409_0 24) (* r409_1 1)))))))
 (= carried0 (+ ?x375 held_byte0))))
(assert
 (let ((?x450 (+ 0 (* 4 (+ 8 (+ (* s411_0 1) (* s411_1 24)))))))
(and (and (>= s411_0 0) (< s411_0 8)) (and (>= s411_1 0) (< s411_1 8)) (and (>= s411_byte 0) (< s411_byte 4)) (= carried0 (+ ?x450 s411_byte)))))
(check-sat)
