; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r360_byte () Int)
(declare-fun r360_1 () Int)
(declare-fun r360_0 () Int)
(declare-fun byte () Int)
(declare-fun w361_byte () Int)
(declare-fun w361_1 () Int)
(declare-fun w361_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s362_byte () Int)
(declare-fun s362_1 () Int)
(declare-fun s362_0 () Int)
(assert
 (let ((?x308 (+ 0 (* 4 (+ 0 (+ (* r360_0 24) (* r360_1 1)))))))
 (and (and (>= r360_0 0) (< r360_0 8)) (and (>= r360_1 0) (< r360_1 24)) (and (>= r360_byte 0) (< r360_byte 4)) (= byte (+ ?x308 r360_byte)))))
(assert
 (let ((?x174 (+ 0 (* 4 (+ 0 (+ (* w361_0 24) (* w361_1 1)))))))
 (and (and (>= w361_0 0) (< w361_0 8)) (and (>= w361_1 0) (< w361_1 8)) (and (>= w361_byte 0) (< w361_byte 4)) (= byte (+ ?x174 w361_byte)))))
(assert
 (let (($x110 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x514 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x194 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x514 $x110)))
 (or (or false) (not $x194))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x308 (+ 0 (* 4 (+ 0 (+ (* r360_0 24) (* r360_1 1)))))))
 (= carried0 (+ ?x308 held_byte0))))
(assert
 (let ((?x602 (+ 0 (* 4 (+ 0 (+ (* s362_0 24) (* s362_1 1)))))))
(and (and (>= s362_0 0) (< s362_0 8)) (and (>= s362_1 0) (< s362_1 24)) (and (>= s362_byte 0) (< s362_byte 4)) (= carried0 (+ ?x602 s362_byte)))))
(check-sat)
